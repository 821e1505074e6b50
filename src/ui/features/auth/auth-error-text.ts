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

// Refusals the screens explain by their stable code.
const BY_CODE: Readonly<Record<string, string>> = {
  'auth.account.pending': 'auth.error.pending',
};

export function authMessage(intl: IntlShape, message: string): string {
  const id = KNOWN[message];
  return id ? intl.formatMessage({ id }) : message;
}

export function authErrorText(intl: IntlShape, error: unknown): string {
  const appError = toAppError(error);
  const id = BY_CODE[appError.code] ?? KNOWN[appError.message];
  return id ? intl.formatMessage({ id }) : errorText(intl, appError);
}
