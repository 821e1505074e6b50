import type { ContainerModuleLoadOptions } from 'inversify';
import { createHttpBookmarkRepository } from '../../adapters/http/http-bookmark-repository.adapter';
import { createHttpMainSearchSource } from '../../adapters/http/demo/http-main-search.adapter';
import { TOKENS } from '../tokens';

/** Bookmarks and main search are template leftovers served over HTTP (the mock) in every mode. */
export function bindShellAdapters(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.shellPorts)
    .toResolvedValue(
      (http) => ({ bookmarks: createHttpBookmarkRepository(http), mainSearch: createHttpMainSearchSource(http) }),
      [TOKENS.httpClient],
    )
    .inSingletonScope();
}
