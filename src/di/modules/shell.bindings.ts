import type { ContainerModuleLoadOptions } from 'inversify';
import { createHttpBookmarkRepository } from '../../adapters/http/http-bookmark-repository.adapter';
import { TOKENS } from '../tokens';

/** The navbar's bookmarks are served over HTTP by the mock server in every mode (no backend stores them). */
export function bindShellAdapters(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.shellPorts)
    .toResolvedValue((http) => ({ bookmarks: createHttpBookmarkRepository(http) }), [TOKENS.demoHttpClient])
    .inSingletonScope();
}
