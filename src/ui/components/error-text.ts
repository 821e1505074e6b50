import type { IntlShape } from 'react-intl';
import type { AppError } from '../../application/errors/app-error';

/** The sentence a person reads for a failure; the server's own words when it gave a validation message. */
export function errorText(intl: IntlShape, error: AppError): string {
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
    case 'validation':
      return error.message || intl.formatMessage({ id: 'common.error.validation' });
    default:
      return intl.formatMessage({ id: 'common.error.server' });
  }
}
