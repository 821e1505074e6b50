import { queryOptions } from '@tanstack/react-query';
import type { MainSearchUseCases } from '../../../../application/demo/main-search.use-cases';

/** The main search's groups (pages, files, contacts), shared by the navbar dialog and the search page. */
export const mainSearchQueries = {
  groups: (mainSearch: MainSearchUseCases) =>
    queryOptions({ queryKey: ['demo', 'main-search'], queryFn: ({ signal }) => mainSearch.load(signal) }),
};
