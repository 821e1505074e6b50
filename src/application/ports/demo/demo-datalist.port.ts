import type { DataListItem } from '../../../domain/demo/datalist/datalist.types';
import type { DataListDraft } from '../../../domain/demo/datalist/datalist-rules';

export interface DataListRepository {
  all(): Promise<DataListItem[]>;
  page(page: number, perPage: number): Promise<{ data: DataListItem[]; totalPages: number }>;
  add(draft: DataListDraft): Promise<void>;
  update(item: DataListItem): Promise<void>;
  remove(item: DataListItem): Promise<void>;
  removeMany(items: readonly DataListItem[]): Promise<void>;
}
