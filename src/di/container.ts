import { Container, type ContainerModule } from 'inversify';
import type { DemoData } from '../application/ports/demo-data.port';
import type { AppConfig } from '../config/env';
import { browserModule } from './modules/browser.module';
import { httpModule } from './modules/http.module';
import { useCasesModule } from './modules/use-cases.module';
import { TOKENS } from './tokens';

/**
 * One adapter family per backend. Firebase is imported only when chosen, so the mock build never
 * downloads the Firebase SDK.
 */
async function backendModule(config: AppConfig): Promise<ContainerModule> {
  if (config.backend === 'firebase') {
    const { firebaseModule } = await import('./modules/firebase.module');
    return firebaseModule(config);
  }
  return httpModule(config);
}

/** What the composition root started before the container: the browser mock's database, in mock mode. */
export interface HostPorts {
  readonly demoData?: DemoData | null;
}

export async function createAppContainer(
  config: AppConfig,
  host: HostPorts = {},
  extra: readonly ContainerModule[] = [],
): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.config).toConstantValue(config);
  container.bind(TOKENS.demoData).toConstantValue(host.demoData ?? null);
  await container.load(browserModule, await backendModule(config), useCasesModule, ...extra);
  return container;
}
