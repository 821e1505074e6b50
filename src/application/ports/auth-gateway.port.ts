import type { Role } from '../../domain/acl/role';
import type { LoginProvider, Session } from '../auth/session';

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** Keep the session across browser restarts; otherwise it ends with the browser session. */
  readonly remember: boolean;
}

export interface Registration extends Credentials {
  readonly name: string;
}

/** What a registration did: a session, or an account that waits for an admin's approval. */
export type RegistrationOutcome = Session | { readonly pending: true };

/**
 * The backend changed the signed-in account since it signed in: an admin deactivated it (`refused`, with the
 * refusal's stable code) or changed its role (`role`, with the session as it is now).
 */
export type AccountChange =
  { readonly kind: 'refused'; readonly code: string } | { readonly kind: 'role'; readonly session: Session };

/** Shown on the login page of the mock backend only. */
export interface DemoAccount {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: Role;
}

/**
 * Signing staff in and out on one backend. Every method throws AppError; a wrong password is a
 * 'validation' error whose message the user reads.
 */
export interface AuthGateway {
  readonly provider: LoginProvider;
  readonly demoAccounts: readonly DemoAccount[];
  login(credentials: Credentials): Promise<Session>;
  /** Signs the new account in, or (REST backends) leaves it pending until an admin approves it. */
  register(registration: Registration): Promise<RegistrationOutcome>;
  /** Whether self-registration is open (REST backends, where an admin switches it); absent: always open. */
  registrationOpen?(): Promise<boolean>;
  /** Admins: opens or closes self-registration; answers the state now stored. */
  setRegistrationOpen?(open: boolean): Promise<boolean>;
  /** The session kept by this browser, re-verified with the backend; null when there is none. */
  restore(): Promise<Session | null>;
  logout(): Promise<void>;
  requestPasswordReset(email: string): Promise<void>;
  resetPassword(code: string, newPassword: string): Promise<void>;
  /**
   * Exchanges a hosted sign-in's (Auth0) access token for a session of this backend (REST backends); absent: the
   * backend takes no hosted sign-in.
   */
  loginWithHostedToken?(accessToken: string): Promise<Session>;
  /** Called when the backend refuses the session and it cannot be renewed. */
  onSessionEnded(listener: () => void): () => void;
  /** Called when another tab of the app signed out (the session here is already dropped); absent: not told. */
  onSignedOutElsewhere?(listener: () => void): () => void;
  /** Called when a refused request showed the account was deactivated or its role changed; absent: not told. */
  onAccountChanged?(listener: (change: AccountChange) => void): () => void;
}
