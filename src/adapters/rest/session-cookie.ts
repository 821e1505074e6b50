import { AppError } from '../../application/errors/app-error';
import { CSRF_HEADER } from '../http/dto/auth.dto';

/**
 * The refresh token as a cookie (hosts with a server: the Node server): `HttpOnly` so no script reads it, `Secure`,
 * `SameSite=Strict` and scoped to the authenticate paths, so it travels only with sign-in, refresh and sign-out.
 * Reading it also needs the `X-Requested-With` header, which a cross-site form or image cannot send.
 */
export interface SessionCookieSettings {
  /** Seconds a remembered sign-in's cookie lives; without "remember me" it is a browser-session cookie. */
  readonly maxAgeSeconds: number;
}

export const SESSION_COOKIE = 'fd_refresh';
export const SESSION_COOKIE_PATH = '/api/authenticate';
export { CSRF_HEADER };

export function sessionCookie(token: string, maxAgeSeconds: number | null): string {
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${SESSION_COOKIE}=${token}; Path=${SESSION_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict${age}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=${SESSION_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}

/** The cookie's value in a `Cookie` header, or null. */
export function sessionCookieOf(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || null;
  }
  return null;
}

export const csrfRefusal = () =>
  new AppError('forbidden', `A request that uses the session cookie must carry ${CSRF_HEADER}.`, {
    code: 'auth.csrf',
  });
