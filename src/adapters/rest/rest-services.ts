import { makeAuthService, type AuthServiceDeps, type AuthSettings } from '../../application/auth/auth-service';
import { makeBackend, type BackendStores } from '../../application/backend';
import type { ExchangeRateSource } from '../../application/ports/exchange-rate-source.port';
import type { IdSource } from '../../application/ports/security.port';
import { createCredentialAccounts } from './credential-accounts';
import type { RestServices } from './rest-route';

/** What a REST host (browser mock, Node server) brings: its stores and its security pieces. */
export interface RestHostParts extends Omit<AuthServiceDeps, 'tx' | 'settings' | 'users'> {
  readonly stores: BackendStores;
  readonly ids: IdSource;
  readonly authSettings?: AuthSettings;
  readonly rates: ExchangeRateSource;
}

/** The business core and the sign-in service over one store family, as the route table calls them. */
export function makeRestServices(parts: RestHostParts): RestServices {
  const { stores, authSettings, ids, clock, rates, ...auth } = parts;
  const accounts = createCredentialAccounts(auth.credentials, auth.hasher, ids);
  return {
    backend: makeBackend(stores, { clock, ids, accounts, rates }),
    auth: makeAuthService({
      ...auth,
      clock,
      tx: stores.tx,
      users: stores.users,
      ...(authSettings ? { settings: authSettings } : {}),
    }),
    clock,
    rates,
  };
}
