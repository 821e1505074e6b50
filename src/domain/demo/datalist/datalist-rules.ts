import type { DataListItem } from './datalist.types';
import { popularityFor } from './popularity';

export type DataListDraft = Omit<DataListItem, 'id' | 'popularity'> & { readonly popularity: unknown };

export function nextDataListId(items: readonly DataListItem[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** A new item gets the next id and goes first; its popularity colour is derived. */
export function addItem(items: readonly DataListItem[], draft: DataListDraft): DataListItem[] {
  const item: DataListItem = { ...draft, id: nextDataListId(items), popularity: popularityFor(draft.popularity) };
  return [item, ...items];
}

export function updateItem(items: readonly DataListItem[], changed: DataListItem): DataListItem[] {
  const fixed = { ...changed, popularity: popularityFor(changed.popularity.popValue) };
  return items.map((item) => (item.id === changed.id ? fixed : item));
}

export function deleteItem(items: readonly DataListItem[], id: number): DataListItem[] {
  return items.filter((item) => item.id !== id);
}

export function deleteSelected(items: readonly DataListItem[], ids: readonly number[]): DataListItem[] {
  const gone = new Set(ids);
  return items.filter((item) => !gone.has(item.id));
}

export type DataListSortKey = 'name' | 'category' | 'popularity' | 'order_status' | 'price';

function sortValue(item: DataListItem, key: DataListSortKey): string | number {
  switch (key) {
    case 'popularity':
      return item.popularity.popValue;
    case 'price':
      return Number(item.price) || 0;
    default:
      return item[key].toLowerCase();
  }
}

export function sortItems(
  items: readonly DataListItem[],
  key: DataListSortKey,
  direction: 'asc' | 'desc',
): DataListItem[] {
  const sign = direction === 'asc' ? 1 : -1;
  return items
    .map((item) => ({ item, value: sortValue(item, key) }))
    .sort((a, b) => (a.value < b.value ? -sign : a.value > b.value ? sign : a.item.id - b.item.id))
    .map((entry) => entry.item);
}

/** Case-insensitive match on name, category, order status or price; blank keeps all. */
export function filterItems(items: readonly DataListItem[], query: string): DataListItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) =>
    [item.name, item.category, item.order_status, item.price].some((f) => f.toLowerCase().includes(needle)),
  );
}

export type DataListDraftErrors = Partial<
  Record<'name' | 'category' | 'price' | 'order_status', 'required' | 'invalid'>
>;

export function validateDataListDraft(draft: DataListDraft): DataListDraftErrors {
  const errors: DataListDraftErrors = {};
  if (draft.name.trim() === '') errors.name = 'required';
  if (draft.category.trim() === '') errors.category = 'required';
  if (draft.price.trim() === '') errors.price = 'required';
  else if (!/^\d+(\.\d{1,2})?$/.test(draft.price.trim())) errors.price = 'invalid';
  return errors;
}
