import { hostedLoginSession } from '../../../src/application/auth/hosted-login-session';
import type { Session } from '../../../src/application/auth/session';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import type { HostedLogin, HostedLoginState } from '../../../src/application/ports/auth-hosted-login.port';

/** A fake of the port (never of the Auth0 SDK): authenticated or not, with an access token and ID-token claims. */
function fakeHosted(
  isAuthenticated: boolean,
  token: string | undefined,
  claims: Record<string, unknown> = {},
): HostedLogin & { initialised: number } {
  const state: HostedLoginState = { isAuthenticated, user: null, isLoading: false, popupOpen: false };
  const fake = {
    initialised: 0,
    state: () => state,
    subscribe: () => () => undefined,
    initialise: async () => {
      fake.initialised += 1;
    },
    loginWithRedirect: async () => undefined,
    getTokenSilently: async () => token,
    getTokenWithPopup: async () => undefined,
    getIdTokenClaims: async () => claims,
    getUser: async () => null,
    logout: async () => undefined,
  };
  return fake;
}

const STAFF: Session = { userId: 'u-1', name: 'Sam', email: 'sam@demo.com', role: 'user', loggedInWith: 'auth0' };

/** A backend that exchanges tokens: it records what it was given and answers the session it knows. */
function backend(): AuthGateway & { exchanged: string[] } {
  const exchanged: string[] = [];
  return {
    exchanged,
    loginWithHostedToken: async (token: string) => {
      exchanged.push(token);
      return STAFF;
    },
  } as unknown as AuthGateway & { exchanged: string[] };
}

describe('hostedLoginSession', () => {
  it("exchanges the access token for the backend's session after completing the redirect", async () => {
    const hosted = fakeHosted(true, 'auth0-access-token');
    const gateway = backend();
    await expect(hostedLoginSession(hosted, gateway)).resolves.toEqual(STAFF);
    expect(hosted.initialised).toBe(1);
    expect(gateway.exchanged).toEqual(['auth0-access-token']);
  });

  it('never takes the role from an ID-token claim', async () => {
    const hosted = fakeHosted(true, 'token', { 'https://freightdesk.app/role': 'admin' });
    await expect(hostedLoginSession(hosted, backend())).resolves.toMatchObject({ role: 'user' });
  });

  it('is null when nobody signed in', async () => {
    const gateway = backend();
    await expect(hostedLoginSession(fakeHosted(false, undefined), gateway)).resolves.toBeNull();
    expect(gateway.exchanged).toEqual([]);
  });

  it('refuses without a token, and on a backend that takes no hosted sign-in', async () => {
    await expect(hostedLoginSession(fakeHosted(true, undefined), backend())).rejects.toMatchObject({
      code: 'auth.hosted.invalid',
    });
    await expect(hostedLoginSession(fakeHosted(true, 't'), {} as AuthGateway)).rejects.toMatchObject({
      code: 'auth.hosted.off',
    });
  });
});
