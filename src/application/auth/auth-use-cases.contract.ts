import type { Role } from '../../domain/acl/role';
import type {
  AccountChange,
  Credentials,
  DemoAccount,
  Registration,
  RegistrationOutcome,
} from '../ports/auth-gateway.port';
import type { HostedLogin } from '../ports/auth-hosted-login.port';
import type { ExpiryFlag } from './expiry-flag';
import type { FormDrafts } from './form-drafts';
import type { LockedAccount } from './locked-account';
import type { Session } from './session';

/* What the screens may ask of sign-in and the session; makeAuthUseCases (auth.use-cases.ts) answers it. */

/** Why a session ended without the person asking for it here. */
export type SessionEndReason = 'idle' | 'expired' | 'signed-out-elsewhere' | 'account-refused';

/** The idle timeout: the screens report input and run the timer; the rule and the sign-out live here. */
export interface IdleSession {
  readonly limitMs: number;
  /** Input (pointer, key, touch) in this tab. */
  noteActivity(): void;
  /** Time left before the session counts as idle, with the input of every tab. */
  remainingMs(): number;
  /** Signs out (as a sign-out does) if the session is idle now; false when it is not, or already gone. */
  expire(): Promise<boolean>;
}

export interface AuthUseCases {
  readonly demoAccounts: readonly DemoAccount[];
  /** Raised when the backend ended the session mid-work; the page stays, so typed input survives. */
  readonly expiry: ExpiryFlag;
  login(credentials: Credentials): Promise<Session>;
  /** A session, or `{ pending: true }` when the account waits for an admin's approval (REST backends). */
  register(registration: Registration): Promise<RegistrationOutcome>;
  /** Whether self-registration is open; null where the backend has no such switch (Firebase: always open). */
  registrationOpen(): Promise<boolean | null>;
  /** Admins open or close self-registration; answers the state now stored. */
  setRegistrationOpen(open: boolean): Promise<boolean>;
  /** Restores this browser's session once; later calls share the first answer. */
  restore(): Promise<Session | null>;
  logout(): Promise<void>;
  /** Another tab signed out: the session here is already gone; the screen goes to the login page. */
  onSignedOutElsewhere(listener: () => void): () => void;
  readonly idle: IdleSession;
  /**
   * Just before a session ends without the person asking here (idle, refused and not renewable, signed out
   * in another tab), while it is still the current one: what is open can be kept for the same person.
   */
  onSessionEnding(listener: (reason: SessionEndReason, ending: Session) => void): () => void;
  /** Why the last session ended, for the login page; null after a sign-in or a sign-out asked for here. */
  endReason(): SessionEndReason | null;
  /**
   * An admin deactivated the signed-in account (the session has ended, reason 'account-refused') or changed its
   * role (the session now carries the new role). Told once per change, however many requests were refused.
   */
  onAccountChanged(listener: (change: AccountChange) => void): () => void;
  /** Unsaved form input kept per person when their session ended, offered back after they sign in again. */
  readonly drafts: FormDrafts;
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
