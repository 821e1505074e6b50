import { SignJWT, jwtVerify } from 'jose';
import type { MockRequest } from './mock-server';
import { USERS_TABLE, type MockUserRow } from './fixtures/users.fixture';
import type { MockContext } from './mock-server';

/**
 * The mock's access tokens: really signed and verified (HS256). The secret lives in the browser,
 * so this proves the protocol, not secrecy; a real backend keeps its key on the server.
 */
export const ACCESS_TOKEN_LIFETIME_S = 8000;
// Copied into this realm's Uint8Array: jsdom's TextEncoder returns another realm's, which jose refuses.
const SECRET = Uint8Array.from(new TextEncoder().encode('freightdesk-mock-secret-do-not-use-in-production'));
const ISSUER = 'freightdesk-mock';

type Purpose = 'access' | 'reset';

export async function signToken(
  userId: string,
  now: Date,
  purpose: Purpose = 'access',
  lifetimeS = ACCESS_TOKEN_LIFETIME_S,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ id: userId, purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeS)
    .sign(SECRET);
}

/** The user id a valid token names, or null for anything forged, expired or of another purpose. */
export async function verifyToken(token: unknown, now: Date, purpose: Purpose = 'access'): Promise<string | null> {
  if (typeof token !== 'string' || token === '') return null;
  try {
    const { payload } = await jwtVerify(token, SECRET, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    return payload.purpose === purpose && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/** For handlers of protected areas: the active staff member behind the request's bearer token. */
export async function requestUser(request: MockRequest, context: MockContext): Promise<MockUserRow | null> {
  const header = request.headers.Authorization ?? request.headers.authorization ?? '';
  const id = await verifyToken(header.replace(/^Bearer\s+/i, ''), context.now());
  const user = id ? context.db.table<MockUserRow>(USERS_TABLE).find((row) => row.id === id) : undefined;
  return user && user.status === 'active' ? user : null;
}
