import { normaliseEmail } from '../../domain/contact/field-rules';
import type { UserRecord } from '../../domain/user/user-record';
import { isAcceptablePassword } from '../../domain/user/password-rule';
import { AppError } from '../errors/app-error';
import { refusals } from '../errors/refusals';
import type { Clock } from '../ports/clock.port';
import type { PasswordHasher, SecretSource, TokenIssuer } from '../ports/security.port';
import {
  backoffDecision,
  windowDecision,
  type BackoffRule,
  type WindowRule,
} from '../../domain/session/attempt-throttle';
import type { AttemptStore, CredentialStore, RefreshTokenStore, SettingStore } from '../ports/store/auth-stores.port';
import type { UserQueries } from '../ports/store/master-data-queries.port';
import type { Transactor } from '../ports/store/unit-of-work.port';
import { reserveAttempt } from './attempt-throttling';
import type { Caller } from './caller';
import { makeRegistrationGate, type RegistrationSettings } from './registration-gate';

/**
 * Sign-in for the REST backends (browser mock and Node server): short-lived access tokens, refresh tokens kept
 * server-side (as digests), rotated on every use and revoked at sign-out, ending at an absolute lifetime whatever
 * the rotations. Sign-in backs off per account and client address (so a guesser elsewhere never locks the owner
 * out), with a ceiling per address that stops spraying; attempts are counted before the password is evaluated. Every request's caller is re-read from the user record, so a deactivated or demoted member of
 * staff is refused at their next request.
 */
export interface AuthSettings {
  readonly refreshLifetimeSeconds: number;
  /** A sign-in ends this long after it began, however often its refresh token was rotated. */
  readonly sessionLifetimeSeconds: number;
  /** Failed sign-ins per account and address pair: a few at once, then an exponential back-off. */
  readonly signInBackoff: BackoffRule;
  /** Sign-in attempts (successes given back) per address: high enough for an office behind one NAT. */
  readonly signInPerAddress: WindowRule;
  /** A refresh token presented again within this many seconds of its use is refused without revoking its family
   * (two tabs refreshing at once); later reuse is treated as theft and ends the whole family. */
  readonly reuseGraceSeconds: number;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  refreshLifetimeSeconds: 14 * 24 * 3600,
  sessionLifetimeSeconds: 30 * 24 * 3600,
  signInBackoff: { freeAttempts: 5, baseSeconds: 30, maxSeconds: 3600, forgetAfterSeconds: 24 * 3600 },
  signInPerAddress: { limit: 100, windowSeconds: 15 * 60 },
  reuseGraceSeconds: 30,
};

export interface AuthServiceDeps {
  readonly tx: Transactor;
  readonly credentials: CredentialStore;
  readonly refreshTokens: RefreshTokenStore;
  readonly attempts: AttemptStore;
  readonly appSettings: SettingStore;
  readonly users: UserQueries;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenIssuer;
  readonly secrets: SecretSource;
  readonly clock: Clock;
  readonly settings?: AuthSettings;
  readonly registration?: RegistrationSettings;
}

export interface IssuedSession {
  readonly user: UserRecord;
  readonly accessToken: string;
  readonly refreshToken: string;
}

const invalidCredentials = () =>
  new AppError('unauthorized', 'Email Or Password Invalid', { code: 'auth.credentials.invalid' });
const sessionInvalid = () => new AppError('unauthorized', 'Invalid access token.', { code: 'auth.session.invalid' });

/** Why this account may not sign in now (pending approval, inactive or blocked), or null when it may. */
export function statusRefusal(user: UserRecord): AppError | null {
  if (user.status === 'active') return null;
  if (user.status === 'pending') {
    return new AppError('forbidden', 'This account waits for an admin to approve it.', {
      code: 'auth.account.pending',
    });
  }
  return new AppError('forbidden', 'This account is not active.', { code: 'auth.account.inactive' });
}

export function makeAuthService(deps: AuthServiceDeps) {
  const { tx, credentials, refreshTokens, attempts, hasher, tokens, secrets, clock } = deps;
  const settings = deps.settings ?? DEFAULT_AUTH_SETTINGS;
  const nowIso = () => clock.now().toISOString();
  const secondsAgo = (s: number) => new Date(clock.now().getTime() - s * 1000).toISOString();
  const secondsOn = (from: Date, s: number) => new Date(from.getTime() + s * 1000).toISOString();
  // Verifying against a real hash even when the account is unknown keeps both answers equally slow.
  let decoy: Promise<string> | null = null;

  const userByEmail = async (email: string): Promise<UserRecord | null> =>
    tx.run(async (uow) => {
      const id = await uow.uniques.owner('user.email', email);
      return id ? uow.users.get(id) : null;
    });
  const userById = (id: string) => tx.run((uow) => uow.users.get(id));

  /** A token of `family`, which ends at `familyExpiresAt` (a new sign-in's: the absolute lifetime from now). */
  async function issue(user: UserRecord, family: string, familyEnd: string | null): Promise<IssuedSession> {
    const now = clock.now();
    const refreshToken = secrets.newToken();
    const familyExpiresAt = familyEnd ?? secondsOn(now, settings.sessionLifetimeSeconds);
    const ownEnd = secondsOn(now, settings.refreshLifetimeSeconds);
    await refreshTokens.insert({
      tokenHash: await secrets.digest(refreshToken),
      userId: user.id,
      family,
      expiresAt: ownEnd < familyExpiresAt ? ownEnd : familyExpiresAt,
      familyExpiresAt,
      usedAt: null,
      revokedAt: null,
    });
    return { user, accessToken: await tokens.issueAccess({ userId: user.id, role: user.rule }, now), refreshToken };
  }

  return {
    ...makeRegistrationGate(deps),

    async signIn(input: { readonly email: string; readonly password: string; readonly address: string }) {
      const email = normaliseEmail(input.email);
      const pairKey = `signin:${email}|${input.address}`;
      const addressKey = `signin-address:${input.address}`;
      const now = clock.now();
      // Counted before the password is evaluated: the count is the guess's slot, kept when it fails.
      await reserveAttempt(attempts, pairKey, (seen) => backoffDecision(seen, now, settings.signInBackoff));
      await reserveAttempt(attempts, addressKey, (seen) => windowDecision(seen, now, settings.signInPerAddress));
      const user = email === '' ? null : await userByEmail(email);
      const hash = user ? await credentials.passwordHash(user.id) : null;
      decoy ??= hasher.hash('not-a-password');
      const ok = await hasher.verify(input.password.slice(0, 1024), hash ?? (await decoy));
      if (!user || !hash || !ok) throw invalidCredentials();
      await attempts.clear(pairKey);
      await attempts.release(addressKey);
      // A hash made at an older cost is made again now that the password is known.
      if (hasher.needsRehash?.(hash)) await credentials.setPasswordHash(user.id, await hasher.hash(input.password));
      const refused = statusRefusal(user);
      if (refused) throw refused;
      return issue(user, secrets.newToken(), null);
    },

    /** Deletes expired refresh tokens and throttling counts nobody has touched for a day; how many of each went. */
    async purge(): Promise<{ readonly refreshTokens: number; readonly attempts: number }> {
      const forget = Math.max(settings.signInBackoff.forgetAfterSeconds, settings.signInPerAddress.windowSeconds);
      return {
        refreshTokens: await refreshTokens.purgeExpired(nowIso()),
        attempts: await attempts.purge(secondsAgo(forget)),
      };
    },

    /**
     * Signs in the member of staff whose e-mail a verified hosted sign-in (Auth0) vouched for: the same approval and
     * role rules as a password sign-in (the role is the record's, never the token's).
     */
    async signInVerified(verifiedEmail: string): Promise<IssuedSession> {
      const email = normaliseEmail(verifiedEmail);
      const user = email === '' ? null : await userByEmail(email);
      if (!user) {
        throw new AppError('forbidden', 'No member of staff has this e-mail.', { code: 'auth.hosted.unknown' });
      }
      const refused = statusRefusal(user);
      if (refused) throw refused;
      return issue(user, secrets.newToken(), null);
    },

    /** Rotates the refresh token: the old one is spent, a new one of the same family is issued. */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      if (typeof refreshToken !== 'string' || refreshToken === '' || refreshToken.length > 512) throw sessionInvalid();
      const row = await refreshTokens.find(await secrets.digest(refreshToken));
      const now = nowIso();
      if (!row || row.revokedAt !== null || row.expiresAt <= now) throw sessionInvalid();
      if (row.usedAt !== null || !(await refreshTokens.spend(row.tokenHash, now))) {
        const usedAt = row.usedAt ?? now;
        if (usedAt < secondsAgo(settings.reuseGraceSeconds)) await refreshTokens.revokeFamily(row.family, now);
        throw sessionInvalid();
      }
      const user = await userById(row.userId);
      if (!user) throw sessionInvalid();
      const refused = statusRefusal(user);
      if (refused) {
        await refreshTokens.revokeUser(user.id, now);
        throw refused;
      }
      return issue(user, row.family, row.familyExpiresAt ?? secondsOn(clock.now(), settings.sessionLifetimeSeconds));
    },

    /** Ends the sign-in the token belongs to; an unknown token is not an error (signing out twice is fine). */
    async signOut(refreshToken: string): Promise<void> {
      if (typeof refreshToken !== 'string' || refreshToken === '' || refreshToken.length > 512) return;
      const row = await refreshTokens.find(await secrets.digest(refreshToken));
      if (row) await refreshTokens.revokeFamily(row.family, nowIso());
    },

    /** The caller behind an access token, read from the user record now (role and status as they are today). */
    async authenticate(accessToken: string): Promise<Caller> {
      const claims = accessToken ? await tokens.verifyAccess(accessToken, clock.now()) : null;
      if (!claims) throw sessionInvalid();
      const user = await userById(claims.userId);
      if (!user) throw sessionInvalid();
      const refused = statusRefusal(user);
      if (refused) throw refused;
      return { id: user.id, name: user.name, role: user.rule };
    },

    async me(caller: Caller): Promise<UserRecord> {
      const user = await userById(caller.id);
      if (!user) throw sessionInvalid();
      return user;
    },

    async resetPassword(code: string, password: string): Promise<void> {
      const userId = typeof code === 'string' && code !== '' ? await tokens.verifyReset(code, clock.now()) : null;
      if (!userId || !(await userById(userId))) {
        throw new AppError('validation', 'This reset link is invalid or has expired.', { code: 'auth.reset.invalid' });
      }
      if (!isAcceptablePassword(password)) throw refusals.invalid({ password: 'password' });
      await credentials.setPasswordHash(userId, await hasher.hash(password));
      await refreshTokens.revokeUser(userId, nowIso());
    },
  };
}

export type AuthService = ReturnType<typeof makeAuthService>;
