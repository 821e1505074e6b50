import type { ContainerModuleLoadOptions } from 'inversify';
import { createSignOutChannel } from '../../adapters/browser/sign-out-channel';
import { createHttpAuthGateway } from '../../adapters/http/http-auth-gateway.adapter';
import { createHttpClient, type HttpClientOptions } from '../../adapters/http/http-client';
import { CSRF_HEADER } from '../../adapters/http/dto/auth.dto';
import type { AppConfig } from '../../config/env';
import { TOKENS } from '../tokens';
import { bindHostedLogin } from './hosted-login.bindings';

export function bindHttpAuth(
  bind: ContainerModuleLoadOptions['bind'],
  config: AppConfig,
  fetch?: HttpClientOptions['fetch'],
): void {
  // Only the Node server sets the refresh token as an HttpOnly cookie; the page's mock cannot (it has no server).
  const refreshCookie = config.backend === 'http';
  bind(TOKENS.authGateway)
    .toResolvedValue(
      (api, storage, clock, demoAccounts) =>
        createHttpAuthGateway({
          api,
          authApi: createHttpClient({
            baseUrl: config.apiBaseUrl,
            timeoutMs: config.httpTimeoutMs,
            ...(fetch ? { fetch } : {}),
            ...(refreshCookie ? { credentials: 'include' as const, headers: { [CSRF_HEADER]: 'fetch' } } : {}),
          }),
          refreshCookie,
          storage,
          clock,
          demoAccounts,
          signOuts: createSignOutChannel(typeof window === 'undefined' ? undefined : window),
        }),
      [TOKENS.httpClient, TOKENS.storage, TOKENS.clock, TOKENS.demoAccounts],
    )
    .inSingletonScope();
  bindHostedLogin(bind, config);
}
