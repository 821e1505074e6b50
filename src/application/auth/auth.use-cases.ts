import { mayPreviewRole } from '../../domain/acl/role-change';
import type { Role } from '../../domain/acl/role';
import type { AccountChange, AuthGateway } from '../ports/auth-gateway.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { HostedLogin } from '../ports/auth-hosted-login.port';
import { hostedLoginSession } from './hosted-login-session';
import type { Session } from './session';
import type { SessionStore } from './session-store';
import type { AuthUseCases, IdleSession, SessionEndReason } from './auth-use-cases.contract';
import { createExpiryFlag } from './expiry-flag';
import { readLockedAccount, writeLockedAccount, clearLockedAccount } from './locked-account';
import { DEFAULT_IDLE_MINUTES, idleRemainingMs } from '../../domain/session/idle-session';
import type { Clock } from '../ports/clock.port';
import { createActivityStamp } from './idle-activity';
import { createFormDrafts } from './form-drafts';
import { refusals } from '../errors/refusals';

export const DEFAULT_IDLE_LIMIT_MS = DEFAULT_IDLE_MINUTES * 60_000;

export interface AuthDeps {
  readonly gateway: AuthGateway;
  readonly session: SessionStore;
  readonly storage: KeyValueStorage;
  readonly hostedLogin?: HostedLogin | null;
  /** Reads the time for the idle timeout (the wall clock when absent). */
  readonly clock?: Clock;
  readonly idleLimitMs?: number;
}

export function makeAuthUseCases({
  gateway,
  session,
  storage,
  hostedLogin = null,
  clock = { now: () => new Date() },
  idleLimitMs = DEFAULT_IDLE_LIMIT_MS,
}: AuthDeps): AuthUseCases {
  const expiry = createExpiryFlag();
  const activity = createActivityStamp(storage, idleLimitMs);
  const now = () => clock.now().getTime();
  let verified: Role | null = null;
  let restoring: Promise<Session | null> | null = null;
  let endReason: SessionEndReason | null = null;
  // Sessions ended from outside (another tab's sign-out, a refused account): a restore still under way when one
  // arrives restores nothing, or this tab would sign in again after the sign-out it was just told of.
  let endedFromOutside = 0;

  const remainingMs = () => {
    const lastActivityAt = activity.latest();
    return lastActivityAt === null
      ? idleLimitMs
      : idleRemainingMs({ lastActivityAt, now: now(), limitMs: idleLimitMs });
  };
  const signedIn = (next: Session): Session => {
    verified = next.role;
    endReason = null;
    activity.restart(now());
    session.set(next);
    expiry.clear();
    clearLockedAccount(storage);
    return next;
  };
  const signedOut = () => {
    verified = null;
    session.set(null);
    expiry.clear();
  };
  const ending = new Set<(reason: SessionEndReason, ending: Session) => void>();
  const sessionEnding = (reason: SessionEndReason) => {
    const current = session.current();
    if (!current) return;
    endReason = reason;
    ending.forEach((listener) => listener(reason, current));
  };

  gateway.onSessionEnded(() => {
    if (!session.current() || expiry.isRaised()) return;
    sessionEnding('expired');
    expiry.raise();
  });
  const elsewhere = new Set<() => void>();
  gateway.onSignedOutElsewhere?.(() => {
    endedFromOutside += 1;
    restoring = Promise.resolve(null);
    // The tab that signed out may have done so because the session was idle: then this one says so too.
    sessionEnding(remainingMs() === 0 ? 'idle' : 'signed-out-elsewhere');
    signedOut();
    elsewhere.forEach((listener) => listener());
  });
  const accountChanges = new Set<(change: AccountChange) => void>();
  gateway.onAccountChanged?.((change) => {
    const current = session.current();
    if (!current) return;
    if (change.kind === 'role') {
      verified = change.session.role;
      session.set({ ...current, role: change.session.role });
    } else {
      endedFromOutside += 1;
      restoring = Promise.resolve(null);
      sessionEnding('account-refused');
      signedOut();
      // The backend revoked the account's tokens; the other tabs are told as at a sign-out.
      void gateway.logout().catch(() => undefined);
    }
    accountChanges.forEach((listener) => listener(change));
  });
  const idle: IdleSession = {
    limitMs: idleLimitMs,
    noteActivity: () => activity.note(now()),
    remainingMs,
    async expire() {
      if (!session.current() || remainingMs() > 0) return false;
      restoring = Promise.resolve(null);
      sessionEnding('idle');
      try {
        await gateway.logout();
      } finally {
        signedOut();
      }
      return true;
    },
  };

  return {
    demoAccounts: gateway.demoAccounts,
    expiry,
    login: async (credentials) => signedIn(await gateway.login(credentials)),
    async register(registration) {
      const outcome = await gateway.register(registration);
      return 'pending' in outcome ? outcome : signedIn(outcome);
    },
    registrationOpen: () => (gateway.registrationOpen ? gateway.registrationOpen() : Promise.resolve(null)),
    async setRegistrationOpen(open) {
      if (!gateway.setRegistrationOpen) throw refusals.forbidden('auth.registration.fixed');
      return gateway.setRegistrationOpen(open);
    },
    restore() {
      const endedBefore = endedFromOutside;
      restoring ??= gateway.restore().then(
        async (restored) => {
          if (!restored || endedFromOutside !== endedBefore) return null;
          // Kept by this browser but untouched for longer than the limit (closed overnight): it ends here.
          if (activity.latest() !== null && remainingMs() === 0) {
            endReason = 'idle';
            await gateway.logout().catch(() => undefined);
            return null;
          }
          return signedIn(restored);
        },
        () => null,
      );
      return restoring;
    },
    onSignedOutElsewhere(listener) {
      elsewhere.add(listener);
      return () => elsewhere.delete(listener);
    },
    idle,
    onSessionEnding(listener) {
      ending.add(listener);
      return () => ending.delete(listener);
    },
    endReason: () => endReason,
    onAccountChanged(listener) {
      accountChanges.add(listener);
      return () => accountChanges.delete(listener);
    },
    drafts: createFormDrafts(storage, now),
    async logout() {
      endReason = null;
      restoring = Promise.resolve(null);
      const viaHosted = session.current()?.loggedInWith === 'auth0';
      try {
        // Our own session ends first (its refresh token is revoked), then the provider's, which leaves the page.
        await gateway.logout();
        if (viaHosted && hostedLogin) await hostedLogin.logout();
      } finally {
        signedOut();
      }
    },
    async lock() {
      const current = session.current();
      restoring = Promise.resolve(null);
      await gateway.logout();
      signedOut();
      if (current) writeLockedAccount(storage, { name: current.name, email: current.email });
    },
    lockedAccount: () => readLockedAccount(storage),
    requestPasswordReset: (email) => gateway.requestPasswordReset(email),
    resetPassword: (code, password) => gateway.resetPassword(code, password),
    verifiedRole: () => verified,
    changeRole(role) {
      const current = session.current();
      if (!current || verified === null || !mayPreviewRole(verified, role)) return false;
      session.set({ ...current, role });
      return true;
    },
    hostedLogin,
    async completeHostedLogin() {
      if (!hostedLogin) return null;
      const next = await hostedLoginSession(hostedLogin, gateway);
      return next ? signedIn(next) : null;
    },
  };
}
