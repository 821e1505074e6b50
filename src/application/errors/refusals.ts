import { AppError, type AppErrorKind } from './app-error';

/**
 * The refusals of the business core, each with its stable code. Screens translate the code (message id
 * `error.<code>`); `message` is English for logs only. The REST table maps the kind to an HTTP status.
 */
const refuse = (
  kind: AppErrorKind,
  code: string,
  message: string,
  extra: { fieldErrors?: Record<string, string>; details?: Record<string, string | number | boolean> } = {},
) => new AppError(kind, message, { code, ...extra });

export const refusals = {
  notFound: (what: string) => refuse('not-found', 'record.notFound', `No such ${what}.`, { details: { what } }),
  stale: () => refuse('conflict', 'record.stale', 'Someone else saved this record after you opened it.'),
  /** An update must name the version it was made from, or it would overwrite whatever was saved meanwhile. */
  versionRequired: () =>
    refuse('validation', 'record.versionRequired', 'Say which version this save starts from (expectedUpdatedAt).', {
      fieldErrors: { expectedUpdatedAt: 'required' },
    }),
  invalid: (fieldErrors: Readonly<Record<string, string>>) =>
    refuse('validation', 'record.invalid', 'Some values were not accepted.', { fieldErrors: { ...fieldErrors } }),
  inUse: (count: number) =>
    refuse('conflict', 'record.inUse', `This record is used by ${count} shipment(s).`, { details: { count } }),
  requestReused: () => refuse('conflict', 'request.reused', 'This request id was already used for another request.'),
  codeTaken: () =>
    refuse('conflict', 'product.code.taken', 'This code is already in use.', { fieldErrors: { code: 'duplicate' } }),
  emailTaken: () =>
    refuse('conflict', 'user.email.taken', 'This email is already in use.', { fieldErrors: { email: 'taken' } }),
  /** Nobody changes their own role or status or removes themself (an admin could lock everyone out). */
  selfChange: (decision: string, field: string) =>
    refuse('validation', `user.self.${decision}`, 'You cannot change this for your own account.', {
      fieldErrors: { [field]: decision },
    }),
  signedOut: () => refuse('unauthorized', 'auth.session.invalid', 'Sign in to continue.'),
  forbidden: (code: string) => refuse('forbidden', code, 'This is not allowed for your role.'),
  /** No exchange rate for that currency on that day (no bulletin: a weekend, a holiday, not yet published). */
  rateUnavailable: (currency: string, day: string) =>
    refuse('not-found', 'rate.unavailable', `No ${currency} rate was published for ${day}.`, {
      details: { currency, day },
    }),
  /** The rate source did not answer, or answered something it never promises. */
  rateSourceFailed: (reason: string) =>
    refuse('network', 'rate.sourceFailed', `The exchange-rate source failed: ${reason}.`),
  conflict: (code: string, details: Record<string, string | number | boolean> = {}) =>
    refuse('conflict', code, 'This change is not allowed now.', { details }),
};
