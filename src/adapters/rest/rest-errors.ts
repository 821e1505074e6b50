import { isAppError, type AppError, type AppErrorKind } from '../../application/errors/app-error';

/**
 * The refusal body of the contract: `{ error, code, fieldErrors?, details? }`, `error` in English for logs (the
 * screens translate `code`), with the status of the error's kind.
 */
export interface RefusalBody {
  readonly error: string | Readonly<Record<string, string>>;
  readonly code: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly details?: Readonly<Record<string, unknown>>;
}

export interface Refusal {
  readonly status: number;
  readonly body: RefusalBody;
  readonly headers?: Readonly<Record<string, string>>;
}

const STATUS: Readonly<Record<AppErrorKind, number>> = {
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  network: 502,
  timeout: 504,
  server: 500,
  malformed: 400,
};

/** Codes whose status is not their kind's: throttling is a refusal for now, not a missing right. */
const STATUS_BY_CODE: Readonly<Record<string, number>> = { 'auth.throttled': 429 };

export function refusalOf(error: AppError): Refusal {
  const status = STATUS_BY_CODE[error.code] ?? STATUS[error.kind];
  const fieldErrors = Object.keys(error.fieldErrors).length > 0 ? { fieldErrors: error.fieldErrors } : {};
  const details = Object.keys(error.details).length > 0 ? { details: error.details } : {};
  const retry = error.details.retryAfterSeconds;
  return {
    status,
    body: { error: error.message, code: error.code, ...fieldErrors, ...details },
    ...(typeof retry === 'number' ? { headers: { 'Retry-After': String(retry) } } : {}),
  };
}

/** Anything else thrown is a defect: the client learns only that it failed; the host's log gets the cause. */
export function refusalOfUnknown(error: unknown): Refusal {
  if (isAppError(error)) return refusalOf(error);
  return { status: 500, body: { error: 'Something went wrong.', code: 'server' } };
}

export function malformed(what: 'body' | 'query' | 'params', fieldErrors: Readonly<Record<string, string>>): Refusal {
  return {
    status: 400,
    body: { error: `The request ${what} is not valid.`, code: 'request.malformed', fieldErrors },
  };
}
