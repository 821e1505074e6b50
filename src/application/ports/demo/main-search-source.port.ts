import type { MainSearchGroup } from '../../../domain/demo/main-search/main-search';

/** The data the navbar's main search looks through (pages, files, contacts). */
export interface MainSearchSource {
  groups(signal?: AbortSignal): Promise<MainSearchGroup[]>;
}
