import type { EventLabel } from '../../../../domain/demo/calendar/calendar.types';

export const LABEL_COLOR: Record<EventLabel, string> = {
  business: 'blue',
  work: 'orange',
  personal: 'green',
  others: 'grape',
};
