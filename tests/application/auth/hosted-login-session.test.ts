import { hostedLoginSession, ROLE_CLAIM } from '../../../src/application/auth/hosted-login-session';
import type { HostedLogin, HostedLoginState } from '../../../src/application/ports/auth-hosted-login.port';

/** A fake of the port (never of the Auth0 SDK): authenticated or not, with given claims. */
function fakeHosted(isAuthenticated: boolean, claims: Record<string, unknown>): HostedLogin & { initialised: number } {
  const state: HostedLoginState = { isAuthenticated, user: null, isLoading: false, popupOpen: false };
  const fake = {
    initialised: 0,
    state: () => state,
    subscribe: () => () => undefined,
    initialise: async () => {
      fake.initialised += 1;
    },
    loginWithRedirect: async () => undefined,
    getTokenSilently: async () => undefined,
    getTokenWithPopup: async () => undefined,
    getIdTokenClaims: async () => claims,
    getUser: async () => null,
    logout: async () => undefined,
  };
  return fake;
}

describe('hostedLoginSession', () => {
  it('builds the session from the ID token claims after completing the redirect', async () => {
    const hosted = fakeHosted(true, { sub: 'auth0|1', name: 'Ana', email: 'ana@demo.com', [ROLE_CLAIM]: 'user' });
    await expect(hostedLoginSession(hosted)).resolves.toEqual({
      userId: 'auth0|1',
      name: 'Ana',
      email: 'ana@demo.com',
      role: 'user',
      loggedInWith: 'auth0',
    });
    expect(hosted.initialised).toBe(1);
  });

  it('is null when nobody signed in', async () => {
    await expect(hostedLoginSession(fakeHosted(false, {}))).resolves.toBeNull();
  });

  it.each([[undefined], ['editor'], ['ADMIN']])('refuses a missing or unknown role claim %j', async (role) => {
    await expect(hostedLoginSession(fakeHosted(true, { sub: 'x', [ROLE_CLAIM]: role }))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
