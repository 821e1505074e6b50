import type { IntlShape } from 'react-intl';
import { isIsoDate } from '../../../domain/freight/iso-date';

/** A refusal's values with its days in the reader's notation (a message shows today's or the previous step's day). */
export function readableDays(intl: IntlShape, refusal: object): Record<string, string> {
  const day = (iso: string) => intl.formatDate(new Date(`${iso}T00:00:00Z`), { timeZone: 'UTC', dateStyle: 'medium' });
  return Object.fromEntries(
    Object.entries(refusal).map(([key, value]) => [
      key,
      typeof value === 'string' && isIsoDate(value) ? day(value) : String(value),
    ]),
  );
}
