import { makeAuthService, type AuthSettings } from '../../application/auth/auth-service';
import { makeBackend, type BackendStores } from '../../application/backend';
import type { Clock } from '../../application/ports/clock.port';
import type { IdSource, PasswordHasher, SecretSource, TokenIssuer } from '../../application/ports/security.port';
import type {
  CredentialStore,
  LoginAttemptStore,
  RefreshTokenStore,
} from '../../application/ports/store/auth-stores.port';
import { createCredentialAccounts } from './credential-accounts';
import type { RestServices } from './rest-route';

/** What a REST host (browser mock, Node server) brings: its stores and its security pieces. */
export interface RestHostParts {
  readonly stores: BackendStores;
  readonly credentials: CredentialStore;
  readonly refreshTokens: RefreshTokenStore;
  readonly attempts: LoginAttemptStore;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenIssuer;
  readonly secrets: SecretSource;
  readonly ids: IdSource;
  readonly clock: Clock;
  readonly authSettings?: AuthSettings;
}

/** The business core and the sign-in service over one store family, as the route table calls them. */
export function makeRestServices(parts: RestHostParts): RestServices {
  const { stores, credentials, refreshTokens, attempts, hasher, tokens, secrets, ids, clock } = parts;
  const accounts = createCredentialAccounts(credentials, hasher, ids);
  return {
    backend: makeBackend(stores, { clock, ids, accounts }),
    auth: makeAuthService({
      tx: stores.tx,
      credentials,
      refreshTokens,
      attempts,
      hasher,
      tokens,
      secrets,
      clock,
      ...(parts.authSettings ? { settings: parts.authSettings } : {}),
    }),
    clock,
  };
}
