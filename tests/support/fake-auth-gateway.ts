import { act } from '@testing-library/react';
import type { Session } from '../../src/application/auth/session';
import type { AccountChange, AuthGateway } from '../../src/application/ports/auth-gateway.port';

/**
 * A fake of the auth port (not of any SDK) whose backend and other tabs the test plays: it signs in `signIn(email)`,
 * restores `restored`, counts sign-outs, and can end the session, sign out elsewhere or report an account change.
 */
export function fakeAuthGateway(options: {
  readonly signIn: (email: string) => Session;
  readonly restored?: Session | null;
}) {
  const ended = new Set<() => void>();
  const elsewhere = new Set<() => void>();
  const changed = new Set<(change: AccountChange) => void>();
  const calls = { logout: 0 };
  const listen =
    <L>(set: Set<L>) =>
    (listener: L) => {
      set.add(listener);
      return () => set.delete(listener);
    };
  const gateway: AuthGateway = {
    provider: 'jwt',
    demoAccounts: [],
    login: async ({ email }) => options.signIn(email),
    register: async ({ email }) => options.signIn(email),
    restore: async () => options.restored ?? null,
    logout: async () => {
      calls.logout += 1;
    },
    requestPasswordReset: async () => undefined,
    resetPassword: async () => undefined,
    onSessionEnded: listen(ended),
    onSignedOutElsewhere: listen(elsewhere),
    onAccountChanged: listen(changed),
  };
  return {
    gateway,
    calls,
    /** The backend refused the session and it could not be renewed. */
    refuseSession: () => act(() => ended.forEach((listener) => listener())),
    signOutElsewhere: () => act(() => elsewhere.forEach((listener) => listener())),
    tellAccountChange: (change: AccountChange) => act(() => changed.forEach((listener) => listener(change))),
  };
}
