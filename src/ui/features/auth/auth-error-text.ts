import type { IntlShape } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { errorText } from '../../components/error-text';

// The backend's own sentences (spec section 8), shown in the user's language.
const KNOWN: Readonly<Record<string, string>> = {
  'Email Or Password Invalid': 'auth.error.invalidCredentials',
  'This email is already in use.': 'auth.error.emailInUse',
  'Please enter your name.': 'auth.error.nameRequired',
  'No staff record for this account.': 'auth.error.noStaffRecord',
  'This account is not active.': 'auth.error.inactive',
  'Accounts are created by an administrator.': 'auth.error.registerClosed',
};

// The stable refusal codes of the REST contract, and the field codes of a registration.
const CODES: Readonly<Record<string, string>> = {
  'auth.credentials.invalid': 'auth.error.invalidCredentials',
  'auth.account.pending': 'auth.error.pending',
  'auth.account.inactive': 'auth.error.inactive',
  'auth.throttled': 'auth.error.throttled',
  'user.email.taken': 'auth.error.emailInUse',
};
const FIELD_CODES: Readonly<Record<string, string>> = {
  taken: 'auth.error.emailInUse',
  duplicate: 'auth.error.emailInUse',
  required: 'auth.field.required',
  email: 'auth.field.emailInvalid',
  password: 'auth.field.passwordShort',
};

/** A field error (a code, or a sentence of the template's backends) in the reader's language. */
export function authMessage(intl: IntlShape, message: string): string {
  const id = KNOWN[message] ?? FIELD_CODES[message];
  return id ? intl.formatMessage({ id }) : message;
}

export function authErrorText(intl: IntlShape, error: unknown): string {
  const appError = toAppError(error);
  const id = CODES[appError.code] ?? KNOWN[appError.message];
  return id ? intl.formatMessage({ id }) : errorText(intl, appError);
}
