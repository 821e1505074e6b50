import type { Session } from '../../application/auth/session';
import type { AppError } from '../../application/errors/app-error';
import type { Credentials } from '../../application/ports/auth-gateway.port';

export type LoginEvent =
  | { readonly type: 'credentials.submitted'; readonly credentials: Credentials }
  | { readonly type: 'error.dismissed' }
  | { readonly type: 'session.ended' };

export interface LoginContext {
  readonly failures: number;
  readonly error: AppError | null;
  readonly session: Session | null;
}
