import type { ContainerModuleLoadOptions } from 'inversify';
import { lazyLiveChanges } from '../../adapters/http/lazy-live-changes';
import { noLiveChanges } from '../../application/ports/live-changes.port';
import type { AppConfig } from '../../config/env';
import { TOKENS } from '../tokens';

/**
 * The server's event stream in http mode, its reader downloaded with the first signed-in screen. The page's mock
 * and the Cloud Function tell no changes yet: screens read again when the window regains focus.
 */
export function bindLiveChanges(bind: ContainerModuleLoadOptions['bind'], config: AppConfig): void {
  if (config.backend !== 'http') {
    bind(TOKENS.liveChanges).toConstantValue(noLiveChanges);
    return;
  }
  bind(TOKENS.liveChanges)
    .toResolvedValue(
      (api) =>
        lazyLiveChanges(() =>
          import('../../adapters/http/http-live-changes.adapter').then(
            ({ createHttpLiveChanges, documentVisibility }) =>
              createHttpLiveChanges({
                api,
                visibility: typeof document === 'undefined' ? null : documentVisibility(document),
              }),
          ),
        ),
      [TOKENS.httpClient],
    )
    .inSingletonScope();
}
