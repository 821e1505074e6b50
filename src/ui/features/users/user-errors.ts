import type { IntlShape } from 'react-intl';
import { type AppError, toAppError } from '../../../application/errors/app-error';
import { errorText, LocalisedError } from '../../components/error-text';

const REASONS: Readonly<Record<string, string>> = {
  'email:duplicate': 'users.error.emailTaken',
  'email:taken': 'users.error.emailTaken',
  'rule:ownRole': 'users.reason.ownRole',
  'status:ownStatus': 'users.reason.ownStatus',
  'id:self': 'users.reason.self',
};

/**
 * A refused save or removal in the reader's language: the server and the use cases explain field
 * errors with codes or English words, which the shared error text would show as they are.
 */
export function localisedUserError(intl: IntlShape, error: unknown): AppError {
  const failure = toAppError(error);
  const fields = Object.entries(failure.fieldErrors);
  if (fields.length === 0) return failure;
  const [field, code] = fields[0] as [string, string];
  const id = fields.length === 1 ? REASONS[`${field}:${code}`] : undefined;
  const message = intl.formatMessage({ id: id ?? 'common.error.validation' });
  return new LocalisedError(failure.kind, message, {
    status: failure.status,
    fieldErrors: failure.fieldErrors,
    cause: failure,
  });
}

export function userErrorText(intl: IntlShape, error: unknown): string {
  return errorText(intl, localisedUserError(intl, error));
}
