import { Container, type ContainerModule } from 'inversify';
import type { DemoData } from '../application/ports/demo-data.port';
import type { AppConfig } from '../config/env';
import { browserModule } from './modules/browser.module';
import { httpModule, type FetchSource } from './modules/http.module';
import { useCasesModule } from './modules/use-cases.module';
import { TOKENS } from './tokens';

/**
 * One adapter family per backend. Firebase is imported only when chosen, so the mock build never
 * downloads the Firebase SDK.
 */
async function backendModule(config: AppConfig, fetch: FetchSource | undefined): Promise<ContainerModule> {
  if (config.backend === 'firebase') {
    const { firebaseModule } = await import('./modules/firebase.module');
    return firebaseModule(config, fetch);
  }
  return httpModule(config, fetch);
}

/** What the composition root hosts beside the container: the browser mock, in mock and firebase mode. */
export interface HostPorts {
  readonly demoData?: DemoData | null;
  /**
   * Starts the in-browser backend (once) and resolves when it answers. The app's requests wait for it,
   * so the first screen never does: the mock is downloaded and started in parallel with it.
   */
  readonly backendReady?: () => Promise<void>;
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
  const fetch = host.backendReady ? fetchAfter(host.backendReady) : undefined;
  await container.load(browserModule, await backendModule(config, fetch), useCasesModule, ...extra);
  return container;
}
