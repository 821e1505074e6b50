/**
 * Every failure that crosses a port is an AppError, so the UI can always show the user something
 * specific (and offer a retry) instead of a raw exception.
 */
export type AppErrorKind =
  | 'network' // the request never got an answer
  | 'timeout'
  | 'unauthorized' // 401 that a token refresh could not fix
  | 'forbidden'
  | 'not-found'
  | 'conflict' // e.g. duplicate code, record in use
  | 'validation' // the server refused the input; see fieldErrors
  | 'server' // 5xx or an unexpected status
  | 'malformed'; // the answer was not what the contract promised

/**
 * A stable machine code ('record.stale', 'product.code.taken', 'freight.transition.notAllowedFrom'); screens turn
 * it into a sentence in the reader's language, never showing `message` (kept for logs and the template's auth
 * endpoints). Without one, the kind stands in ('network', 'not-found', ...).
 */
export type AppErrorCode = string;

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: AppErrorCode;
  /** Facts a sentence may need, e.g. { count: 12 } for a record in use by 12 shipments. */
  readonly details: Readonly<Record<string, string | number | boolean | readonly string[]>>;
  readonly status: number | null;
  /** Field name -> message or message id, for errors the UI shows at the field. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: {
      status?: number | null;
      fieldErrors?: Readonly<Record<string, string>>;
      cause?: unknown;
      code?: AppErrorCode;
      details?: Readonly<Record<string, string | number | boolean | readonly string[]>>;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.fieldErrors = options.fieldErrors ?? {};
    this.code = options.code ?? kind;
    this.details = options.details ?? {};
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Wraps anything thrown into an AppError, keeping an existing one as it is. */
export function toAppError(value: unknown): AppError {
  if (isAppError(value)) return value;
  const message = value instanceof Error ? value.message : 'Something went wrong';
  return new AppError('server', message, { cause: value });
}
