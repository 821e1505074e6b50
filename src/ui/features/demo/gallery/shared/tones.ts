import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';

/** The message tones the feedback demos show, each with its colour and icon. */
export const TONES = [
  { key: 'info', color: 'blue', icon: IconInfoCircle },
  { key: 'success', color: 'teal', icon: IconCheck },
  { key: 'warning', color: 'yellow', icon: IconAlertTriangle },
  { key: 'danger', color: 'red', icon: IconX },
] as const;
