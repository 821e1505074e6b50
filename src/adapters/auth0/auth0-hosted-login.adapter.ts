import type { Auth0Client } from '@auth0/auth0-spa-js';
import { toAppError } from '../../application/errors/app-error';
import type { HostedLogin, HostedLoginState } from '../../application/ports/auth-hosted-login.port';

export interface Auth0Settings {
  readonly domain: string;
  readonly clientId: string;
  /** Our API's identifier: the access token is issued for it, and the server checks it. */
  readonly audience: string;
}

/**
 * The Auth0 SPA SDK behind the hosted-login port. The SDK is imported on first use, so builds
 * without hosted login configured never download it.
 */
export function createAuth0HostedLogin(settings: Auth0Settings, location: Location, history: History): HostedLogin {
  let client: Promise<Auth0Client> | null = null;
  let current: HostedLoginState = { isAuthenticated: false, user: null, isLoading: true, popupOpen: false };
  const listeners = new Set<() => void>();
  const update = (patch: Partial<HostedLoginState>) => {
    current = { ...current, ...patch };
    listeners.forEach((listener) => listener());
  };

  const sdk = () =>
    (client ??= import('@auth0/auth0-spa-js').then(({ createAuth0Client }) =>
      createAuth0Client({
        domain: settings.domain,
        clientId: settings.clientId,
        authorizationParams: { redirect_uri: `${location.origin}/pages/login`, audience: settings.audience },
        cacheLocation: 'memory',
      }),
    ));

  async function refreshUser(auth0: Auth0Client) {
    const isAuthenticated = await auth0.isAuthenticated();
    update({ isAuthenticated, user: isAuthenticated ? ((await auth0.getUser()) ?? null) : null });
  }

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async initialise() {
      update({ isLoading: true });
      try {
        const auth0 = await sdk();
        const query = new URLSearchParams(location.search);
        if (query.has('code') && query.has('state')) {
          await auth0.handleRedirectCallback();
          history.replaceState(history.state, '', location.pathname);
        }
        await refreshUser(auth0);
      } catch (error) {
        throw toAppError(error);
      } finally {
        update({ isLoading: false });
      }
    },
    async loginWithRedirect(returnTo) {
      await (await sdk()).loginWithRedirect(returnTo ? { appState: { returnTo } } : {});
    },
    getTokenSilently: async () => (await sdk()).getTokenSilently(),
    async getTokenWithPopup() {
      update({ popupOpen: true });
      try {
        const auth0 = await sdk();
        const token = await auth0.getTokenWithPopup();
        await refreshUser(auth0);
        return token;
      } finally {
        update({ popupOpen: false });
      }
    },
    getIdTokenClaims: async () => (await sdk()).getIdTokenClaims(),
    getUser: async () => (await (await sdk()).getUser()) ?? null,
    async logout() {
      await (await sdk()).logout({ logoutParams: { returnTo: `${location.origin}/pages/login` } });
      update({ isAuthenticated: false, user: null });
    },
  };
}
