import type { IntlShape } from 'react-intl';
import type { BulkTransitionResult } from '../../../../application/ports/freight-repository.port';

type Refused = BulkTransitionResult['refused'][number];
type Details = Readonly<Record<string, string | number | boolean>>;

/** The backends send what explains a refusal beside its code (the status it was in, what booking misses). */
function detailsOf(refused: Refused): Details {
  const details = (refused as { details?: unknown }).details;
  return typeof details === 'object' && details !== null ? (details as Details) : {};
}

/** Why one shipment of a bulk change was refused, as a sentence in the reader's language. */
export function bulkRefusalText(intl: IntlShape, refused: Refused): string {
  const details = detailsOf(refused);
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
    ? intl.formatMessage({ id }, { ...details })
    : intl.formatMessage({ id: 'error.conflict' });
}
