import { Container, type ContainerModule } from 'inversify';
import type { AppUseCases } from '../application/app-use-cases';
import type { SessionStore } from '../application/auth/session-store';
import type { DemoAccount } from '../application/ports/auth-gateway.port';
import type { DemoData } from '../application/ports/demo-data.port';
import type { KeyValueStorage } from '../application/ports/key-value-storage.port';
import type { AppConfig } from '../config/env';
import { browserModule } from './modules/browser.module';
import { httpModule, type FetchSource } from './modules/http.module';
import { useCasesModule } from './modules/use-cases.module';
import { TOKENS } from './tokens';

/**
 * One adapter family per backend. Firebase is imported only when chosen, so the mock build never
 * downloads the Firebase SDK.
 */
async function backendModule(
  config: AppConfig,
  fetch: FetchSource | undefined,
  demoFetch: FetchSource | undefined,
  streamFetch: FetchSource | undefined,
): Promise<ContainerModule> {
  if (config.backend === 'firebase') {
    const { firebaseModule } = await import('./modules/firebase.module');
    return firebaseModule(config, demoFetch);
  }
  return httpModule(config, fetch, demoFetch, streamFetch);
}

/** What the composition root hosts beside the container: the browser mock, and what the first paint made. */
export interface HostPorts {
  readonly demoData?: DemoData | null;
  /**
   * Starts the in-browser product backend (mock mode, once) and resolves when it answers. The app's requests
   * wait for it, so the first screen never does: the mock is downloaded and started in parallel with it.
   */
  readonly backendReady?: () => Promise<void>;
  /** The same for the in-browser mock of the template demos and the bookmarks (every mode). */
  readonly demoReady?: () => Promise<void>;
  /** The mock's demo accounts, listed on the login page (mock mode only). */
  readonly demoAccounts?: readonly DemoAccount[];
  /** The storage and the session holder the first paint already uses, so that there is one of each. */
  readonly storage?: KeyValueStorage;
  readonly session?: SessionStore;
  /** The browser's fetch as it was before any mock replaced it: the event stream needs one that streams. */
  readonly nativeFetch?: typeof fetch;
}

/** The global fetch, read at call time (Pretender replaces it), once the host's backend is up. */
function fetchAfter(ready: () => Promise<void>): FetchSource {
  const gated: typeof fetch = async (input, init) => {
    await ready();
    return globalThis.fetch(input, init);
  };
  return () => gated;
}

export async function createAppContainer(
  config: AppConfig,
  host: HostPorts = {},
  extra: readonly ContainerModule[] = [],
): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.demoData).toConstantValue(host.demoData ?? null);
  container.bind(TOKENS.demoAccounts).toConstantValue(host.demoAccounts ?? []);
  const fetch = host.backendReady ? fetchAfter(host.backendReady) : undefined;
  const demoReady = host.demoReady ?? host.backendReady;
  const demoFetch = demoReady ? fetchAfter(demoReady) : undefined;
  const native = host.nativeFetch;
  const streamFetch = native ? () => native : undefined;
  await container.load(
    browserModule(host),
    await backendModule(config, fetch, demoFetch, streamFetch),
    useCasesModule,
    ...extra,
  );
  return container;
}

/** The composition root's way in: the use cases of a container made for this host. */
export async function createAppUseCases(config: AppConfig, host: HostPorts): Promise<AppUseCases> {
  return (await createAppContainer(config, host)).get(TOKENS.useCases);
}
