import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import type { Session } from '../../../src/application/auth/session';
import { createSessionStore } from '../../../src/application/auth/session-store';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import type { HostedLogin } from '../../../src/application/ports/auth-hosted-login.port';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';

const viaAuth0: Session = { userId: 'u-1', name: 'Sam', email: 'sam@demo.com', role: 'user', loggedInWith: 'auth0' };

describe('signing out of a hosted sign-in', () => {
  it("ends the backend's session (its refresh token revoked) before the provider's", async () => {
    const order: string[] = [];
    const gateway = {
      provider: 'jwt',
      demoAccounts: [],
      logout: async () => {
        order.push('backend');
      },
      loginWithHostedToken: async () => viaAuth0,
      onSessionEnded: () => () => undefined,
    } as unknown as AuthGateway;
    const hostedLogin = {
      initialise: async () => undefined,
      state: () => ({ isAuthenticated: true, user: null, isLoading: false, popupOpen: false }),
      getTokenSilently: async () => 'token',
      logout: async () => {
        order.push('provider');
      },
    } as unknown as HostedLogin;
    const session = createSessionStore();
    const auth = makeAuthUseCases({ gateway, session, storage: createWebStorage(window), hostedLogin });
    await expect(auth.completeHostedLogin()).resolves.toMatchObject({ loggedInWith: 'auth0' });
    await auth.logout();
    expect(order).toEqual(['backend', 'provider']);
    expect(session.current()).toBeNull();
  });
});
