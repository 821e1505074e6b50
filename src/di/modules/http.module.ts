import { ContainerModule } from 'inversify';
import { createHttpClient, type HttpClientOptions } from '../../adapters/http/http-client';
import type { AppConfig } from '../../config/env';
import { TOKENS } from '../tokens';
import { bindShellAdapters } from './shell.bindings';
import { bindDemoAdapters } from './demo.bindings';
import { bindHttpAuth } from './auth.bindings';
import { bindHttpFreight } from './freight.bindings';
import { bindHttpMasterData } from './master-data.bindings';
import { bindLiveChanges } from './live.bindings';

/**
 * Product data over the REST contract: used with the mock server (same origin) and a real backend
 * (VITE_API_BASE_URL). Each area adds its HTTP adapter bindings here. `fetch` waits for the product backend
 * (the mock, in mock mode), `demoFetch` for the in-browser mock of the template demos.
 */
export type FetchSource = NonNullable<HttpClientOptions['fetch']>;

export function httpModule(
  config: AppConfig,
  fetch?: FetchSource,
  demoFetch?: FetchSource,
  streamFetch?: FetchSource,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.httpClient).toConstantValue(
      createHttpClient({
        baseUrl: config.apiBaseUrl,
        timeoutMs: config.httpTimeoutMs,
        ...(fetch ? { fetch } : {}),
        ...(streamFetch ? { streamFetch } : {}),
      }),
    );
    bindDemoAdapters(bind, config, demoFetch);
    bindShellAdapters(bind);
    bindHttpAuth(bind, config, fetch);
    bindHttpFreight(bind);
    bindHttpMasterData(bind);
    bindLiveChanges(bind, config);
  });
}
