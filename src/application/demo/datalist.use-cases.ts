import type { DataListItem } from '../../domain/demo/datalist/datalist.types';
import { validateDataListDraft, type DataListDraft } from '../../domain/demo/datalist/datalist-rules';
import { AppError } from '../errors/app-error';
import type { DataListRepository } from '../ports/demo/demo-datalist.port';

export interface DataListUseCases {
  all(): Promise<DataListItem[]>;
  page(page: number, perPage: number): Promise<{ data: DataListItem[]; totalPages: number }>;
  add(draft: DataListDraft): Promise<void>;
  update(item: DataListItem): Promise<void>;
  remove(item: DataListItem): Promise<void>;
  removeMany(items: readonly DataListItem[]): Promise<void>;
}

function requireValid(draft: DataListDraft): void {
  const errors = validateDataListDraft(draft);
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', 'Please correct the marked fields', {
      fieldErrors: errors as Record<string, string>,
    });
  }
}

export function makeDataListUseCases(deps: { datalist: DataListRepository }): DataListUseCases {
  const { datalist } = deps;
  return {
    all: () => datalist.all(),
    page: (page, perPage) => datalist.page(page, perPage),
    add: async (draft) => {
      requireValid(draft);
      await datalist.add(draft);
    },
    update: async (item) => {
      requireValid(item);
      await datalist.update(item);
    },
    remove: (item) => datalist.remove(item),
    removeMany: async (items) => {
      if (items.length > 0) await datalist.removeMany(items);
    },
  };
}
