import { queryOptions } from '@tanstack/react-query';
import type { DataListUseCases } from '../../../../application/demo/datalist.use-cases';

export const dataListKey = ['demo', 'data-list'] as const;

/** The data list demo's items (all of them: the screen filters, sorts and pages), through `useCases.demo.datalist`. */
export const dataListQueries = {
  items: (datalist: DataListUseCases) => queryOptions({ queryKey: dataListKey, queryFn: () => datalist.all() }),
};
