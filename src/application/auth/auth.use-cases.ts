import { mayPreviewRole } from '../../domain/acl/role-change';
import type { Role } from '../../domain/acl/role';
import type {
  AuthGateway,
  Credentials,
  DemoAccount,
  Registration,
  RegistrationOutcome,
} from '../ports/auth-gateway.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { HostedLogin } from '../ports/auth-hosted-login.port';
import { hostedLoginSession } from './hosted-login-session';
import type { Session } from './session';
import type { SessionStore } from './session-store';
import { createExpiryFlag, type ExpiryFlag } from './expiry-flag';
import { readLockedAccount, writeLockedAccount, clearLockedAccount, type LockedAccount } from './locked-account';

export interface AuthUseCases {
  readonly demoAccounts: readonly DemoAccount[];
  /** Raised when the backend ended the session mid-work; the page stays, so typed input survives. */
  readonly expiry: ExpiryFlag;
  login(credentials: Credentials): Promise<Session>;
  /** A session, or `{ pending: true }` when the account waits for an admin's approval (REST backends). */
  register(registration: Registration): Promise<RegistrationOutcome>;
  /** Restores this browser's session once; later calls share the first answer. */
  restore(): Promise<Session | null>;
  logout(): Promise<void>;
  /** Another tab signed out: the session here is already gone; the screen goes to the login page. */
  onSignedOutElsewhere(listener: () => void): () => void;
  /** Signs out but remembers who was here, for the lock screen. */
  lock(): Promise<void>;
  lockedAccount(): LockedAccount | null;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(code: string, newPassword: string): Promise<void>;
  /** The role the backend vouched for (token or user record), whatever the demo preview shows. */
  verifiedRole(): Role | null;
  /** Access-control demo: an admin previews the app as another role. Returns false when refused. */
  changeRole(role: Role): boolean;
  /** The hosted login page (Auth0), when configured. */
  readonly hostedLogin: HostedLogin | null;
  /** On return from the hosted login page: completes it and signs the person in. */
  completeHostedLogin(): Promise<Session | null>;
}

export interface AuthDeps {
  readonly gateway: AuthGateway;
  readonly session: SessionStore;
  readonly storage: KeyValueStorage;
  readonly hostedLogin?: HostedLogin | null;
}

export function makeAuthUseCases({ gateway, session, storage, hostedLogin = null }: AuthDeps): AuthUseCases {
  const expiry = createExpiryFlag();
  let verified: Role | null = null;
  let restoring: Promise<Session | null> | null = null;

  const signedIn = (next: Session): Session => {
    verified = next.role;
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

  gateway.onSessionEnded(() => {
    if (session.current()) expiry.raise();
  });
  const elsewhere = new Set<() => void>();
  gateway.onSignedOutElsewhere?.(() => {
    restoring = Promise.resolve(null);
    signedOut();
    elsewhere.forEach((listener) => listener());
  });

  return {
    demoAccounts: gateway.demoAccounts,
    expiry,
    login: async (credentials) => signedIn(await gateway.login(credentials)),
    async register(registration) {
      const outcome = await gateway.register(registration);
      return 'pending' in outcome ? outcome : signedIn(outcome);
    },
    restore() {
      restoring ??= gateway.restore().then(
        (restored) => (restored ? signedIn(restored) : null),
        () => null,
      );
      return restoring;
    },
    onSignedOutElsewhere(listener) {
      elsewhere.add(listener);
      return () => elsewhere.delete(listener);
    },
    async logout() {
      restoring = Promise.resolve(null);
      const viaHosted = session.current()?.loggedInWith === 'auth0';
      try {
        if (viaHosted && hostedLogin) await hostedLogin.logout();
        else await gateway.logout();
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
      const next = await hostedLoginSession(hostedLogin);
      return next ? signedIn(next) : null;
    },
  };
}
