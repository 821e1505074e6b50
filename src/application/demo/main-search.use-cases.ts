import type { MainSearchGroup } from '../../domain/demo/main-search/main-search';
import type { MainSearchSource } from '../ports/demo/main-search-source.port';

/** The template's main search (the navbar's search dialog and the search page) over its sample data. */
export interface MainSearchUseCases {
  load(signal?: AbortSignal): Promise<MainSearchGroup[]>;
}

export function makeMainSearchUseCases(deps: { mainSearch: MainSearchSource }): MainSearchUseCases {
  return { load: (signal) => deps.mainSearch.groups(signal) };
}
