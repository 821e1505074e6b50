import type { IntlShape } from 'react-intl';
import { toAppError, type AppError } from '../../application/errors/app-error';

/**
 * Refusals that still arrive as English sentences without a code (the template's sign-in endpoints
 * and the Firebase sign-in adapter), read as the codes they stand for. The sentence is never shown;
 * an entry can go once its source sends the code.
 */
const CODE_OF_SENTENCE: Readonly<Record<string, string>> = {
  'Email Or Password Invalid': 'auth.credentials.invalid',
  'This email is already in use.': 'user.email.taken',
  'Please enter your name.': 'auth.name.required',
  'No staff record for this account.': 'auth.account.notStaff',
  'This account has no staff role.': 'auth.account.notStaff',
  'This account is not active.': 'auth.account.inactive',
  'Accounts are created by an administrator.': 'auth.registration.closed',
  'Use a valid email and a password of at least 6 characters.': 'auth.password.weak',
  'Use a password of at least 6 characters.': 'auth.password.weak',
  'Use a password of at least 12 characters.': 'auth.password.weak',
  'Too many attempts. Try again later.': 'auth.throttled',
  'This reset link is invalid or has expired.': 'auth.reset.invalid',
};

/** Codeless refusals of a whole record, sent as an error on its `id` (a contact still used by a shipment). */
const CODE_OF_RECORD_REFUSAL: Readonly<Record<string, string>> = { inUse: 'record.inUse' };

/** The failure's stable code: its own, or the one its legacy sentence or record refusal stands for, or its kind. */
export function errorCodeOf(error: AppError): string {
  if (error.code !== error.kind) return error.code;
  const onRecord = error.fieldErrors.id;
  return CODE_OF_SENTENCE[error.message] ?? (onRecord && CODE_OF_RECORD_REFUSAL[onRecord]) ?? error.kind;
}

const hasMessage = (intl: IntlShape, id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);

/** Details as message values; a count defaults to 0 so a sentence that counts always reads. */
function valuesOf(error: AppError): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = { count: 0 };
  for (const [key, value] of Object.entries(error.details))
    values[key] = Array.isArray(value) ? value.join(', ') : (value as string | number | boolean);
  const wait = error.details.retryAfterSeconds;
  if (typeof wait === 'number') {
    values.waitUnit = wait < 60 ? 'seconds' : 'minutes';
    values.waitSeconds = wait;
    values.waitMinutes = Math.ceil(wait / 60);
  }
  return values;
}

/**
 * The one sentence a person reads for any failure, in their language: `error.<code>` when the code
 * has a sentence, else the sentence of its kind (a refusal with field errors reads as "check the
 * marked fields", the fields saying what is wrong). Server text is never shown.
 */
export function errorText(intl: IntlShape, failure: unknown): string {
  const error = toAppError(failure);
  const code = errorCodeOf(error);
  // A refusal for now that says how long (Retry-After) reads with the wait: `error.<code>.timed`.
  const timed = `error.${code}.timed`;
  if (typeof error.details.retryAfterSeconds === 'number' && hasMessage(intl, timed))
    return intl.formatMessage({ id: timed }, valuesOf(error));
  if (code !== error.kind && hasMessage(intl, `error.${code}`))
    return intl.formatMessage({ id: `error.${code}` }, valuesOf(error));
  const kind = code === error.kind && Object.keys(error.fieldErrors).length > 0 ? 'validation' : error.kind;
  return intl.formatMessage({ id: `error.${kind}` });
}

/**
 * The message at one field for a field error code (a domain rule's code, or a failure code). A screen
 * without the master-data catalogue reads a short code (`taken`) through the whole refusal's code.
 */
export function fieldErrorText(intl: IntlShape, code: string, refusalCode?: string): string {
  // A code with what it expected ('checkDigit:5': the check digit should be 5).
  const [name, expected] = code.split(':', 2);
  if (expected !== undefined && hasMessage(intl, `error.field.${name}`))
    return intl.formatMessage({ id: `error.field.${name}` }, { expected });
  if (hasMessage(intl, `masterData.error.${code}`)) return intl.formatMessage({ id: `masterData.error.${code}` });
  const failureCode = CODE_OF_SENTENCE[code] ?? code;
  if (hasMessage(intl, `error.${failureCode}`)) return intl.formatMessage({ id: `error.${failureCode}` });
  if (refusalCode && hasMessage(intl, `error.${refusalCode}`))
    return intl.formatMessage({ id: `error.${refusalCode}` });
  return intl.formatMessage({ id: 'error.field.invalid' });
}

/** Field error codes keyed by field, as the messages the form shows at its fields. */
export function fieldErrorTexts(
  intl: IntlShape,
  errors: Readonly<Partial<Record<string, string>>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
      .map(([field, code]) => [field, fieldErrorText(intl, code)]),
  );
}
