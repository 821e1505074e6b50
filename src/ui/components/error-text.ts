import type { IntlShape } from 'react-intl';
import { AppError } from '../../application/errors/app-error';

/** A failure whose message a screen has already put in the reader's language: shown as it is. */
export class LocalisedError extends AppError {}

/**
 * The sentence a person reads for a failure. The REST contract explains refusals in English: the
 * English UI shows those words; other languages get the kind's own sentence (field errors are shown
 * at their fields, translated from their codes, by the screens).
 */
export function errorText(intl: IntlShape, error: AppError): string {
  if (error instanceof LocalisedError) return error.message;
  switch (error.kind) {
    case 'network':
      return intl.formatMessage({ id: 'common.error.network' });
    case 'timeout':
      return intl.formatMessage({ id: 'common.error.timeout' });
    case 'unauthorized':
      return intl.formatMessage({ id: 'common.error.unauthorized' });
    case 'forbidden':
      return intl.formatMessage({ id: 'common.error.forbidden' });
    case 'not-found':
      return intl.formatMessage({ id: 'common.error.notFound' });
    case 'malformed':
      return intl.formatMessage({ id: 'common.error.malformed' });
    case 'conflict':
    case 'validation': {
      const own = intl.formatMessage({
        id: error.kind === 'conflict' ? 'common.error.conflict' : 'common.error.validation',
      });
      return intl.locale.startsWith('en') && error.message ? error.message : own;
    }
    default:
      return intl.formatMessage({ id: 'common.error.server' });
  }
}
