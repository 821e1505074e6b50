import { validateDataListDraft } from '../../domain/demo/datalist/datalist-rules';
import { validated } from './require-valid';
import type { DataListRepository } from '../ports/demo/demo-datalist.port';

/** The data list's operations, its rules checked before a change is sent. */
export type DataListUseCases = DataListRepository;

export function makeDataListUseCases(deps: { datalist: DataListRepository }): DataListUseCases {
  const { datalist } = deps;
  return {
    all: () => datalist.all(),
    page: (page, perPage) => datalist.page(page, perPage),
    add: validated(validateDataListDraft, (draft) => datalist.add(draft)),
    update: validated(validateDataListDraft, (item) => datalist.update(item)),
    remove: (item) => datalist.remove(item),
    removeMany: async (items) => {
      if (items.length > 0) await datalist.removeMany(items);
    },
  };
}
