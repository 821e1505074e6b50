import type { IntlShape } from 'react-intl';
import type { BulkTransitionResult } from '../../../../application/ports/freight-repository.port';
import { readableDays } from '../readable-days';

type Refused = BulkTransitionResult['refused'][number];
/** Why one shipment of a bulk change was refused, as a sentence in the reader's language. */
export function bulkRefusalText(intl: IntlShape, refused: Refused): string {
  const details = refused.details ?? {};
  const code = refused.code.replace(/^freight\.transition\./, '');
  if (code === 'bookingIncomplete' && typeof details.gaps === 'string' && details.gaps !== '') {
    const gaps = details.gaps.split(',').map((gap) => intl.formatMessage({ id: `freight.gap.${gap}` }));
    return intl.formatMessage(
      { id: 'freight.refused.bookingIncomplete' },
      { gaps: intl.formatList(gaps, { type: 'conjunction' }) },
    );
  }
  if (code === 'notAllowedFrom' && typeof details.from === 'string') {
    const status = intl.formatMessage({ id: `freight.status.${details.from}` });
    return intl.formatMessage({ id: 'freight.bulk.notAllowedFrom' }, { status });
  }
  const id = `error.${refused.code}`;
  return Object.prototype.hasOwnProperty.call(intl.messages, id)
    ? intl.formatMessage({ id }, readableDays(intl, details))
    : intl.formatMessage({ id: 'error.conflict' });
}
