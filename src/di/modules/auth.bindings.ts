import type { ContainerModuleLoadOptions } from 'inversify';
import { createSignOutChannel } from '../../adapters/browser/sign-out-channel';
import { createHttpAuthGateway } from '../../adapters/http/http-auth-gateway.adapter';
import { createHttpClient, type HttpClientOptions } from '../../adapters/http/http-client';
import { createUsersFixture } from '../../adapters/mock/fixtures/users.fixture';
import type { DemoAccount } from '../../application/ports/auth-gateway.port';
import type { AppConfig } from '../../config/env';
import { TOKENS } from '../tokens';
import { bindHostedLogin } from './hosted-login.bindings';

/** The mock's demo accounts, shown on the login page only when the mock answers. */
function demoAccounts(config: AppConfig): DemoAccount[] {
  if (config.backend !== 'mock') return [];
  return createUsersFixture().map(({ name, email, password, rule }) => ({ name, email, password, role: rule }));
}

export function bindHttpAuth(
  bind: ContainerModuleLoadOptions['bind'],
  config: AppConfig,
  fetch?: HttpClientOptions['fetch'],
): void {
  bind(TOKENS.authGateway)
    .toResolvedValue(
      (api, storage, clock) =>
        createHttpAuthGateway({
          api,
          authApi: createHttpClient({
            baseUrl: config.apiBaseUrl,
            timeoutMs: config.httpTimeoutMs,
            ...(fetch ? { fetch } : {}),
          }),
          storage,
          clock,
          demoAccounts: demoAccounts(config),
          signOuts: createSignOutChannel(typeof window === 'undefined' ? undefined : window),
        }),
      [TOKENS.httpClient, TOKENS.storage, TOKENS.clock],
    )
    .inSingletonScope();
  bindHostedLogin(bind, config);
}
