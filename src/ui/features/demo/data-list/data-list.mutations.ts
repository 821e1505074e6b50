import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { DataListUseCases } from '../../../../application/demo/datalist.use-cases';
import type { DataListItem } from '../../../../domain/demo/datalist/datalist.types';
import {
  deleteItem,
  deleteSelected,
  updateItem,
  type DataListDraft,
} from '../../../../domain/demo/datalist/datalist-rules';
import { dataListKey } from './data-list.queries';

/** After a change the server accepted, the cached items follow the rule the server applied. */
const applied = (client: QueryClient, change: (items: readonly DataListItem[]) => DataListItem[]) =>
  client.setQueryData<DataListItem[]>(dataListKey, (items) => items && change(items));

/** After a refusal (or an addition, whose id only the server knows) the items are asked again. */
const reload = (client: QueryClient) => client.invalidateQueries({ queryKey: dataListKey });
const reloadIfRefused = (client: QueryClient) => (_: unknown, error: Error | null) =>
  error ? reload(client) : undefined;

/** Writes to the data list demo, each keeping the cached items in step. */
export const dataListMutations = {
  add: (client: QueryClient, datalist: DataListUseCases) =>
    mutationOptions({
      mutationFn: (draft: DataListDraft) => datalist.add(draft),
      onSettled: () => reload(client),
    }),
  update: (client: QueryClient, datalist: DataListUseCases) =>
    mutationOptions({
      mutationFn: (item: DataListItem) => datalist.update(item),
      onSuccess: (_: void, item: DataListItem) => applied(client, (items) => updateItem(items, item)),
      onSettled: reloadIfRefused(client),
    }),
  remove: (client: QueryClient, datalist: DataListUseCases) =>
    mutationOptions({
      mutationFn: (item: DataListItem) => datalist.remove(item),
      onSuccess: (_: void, item: DataListItem) => applied(client, (items) => deleteItem(items, item.id)),
      onSettled: reloadIfRefused(client),
    }),
  removeMany: (client: QueryClient, datalist: DataListUseCases) =>
    mutationOptions({
      mutationFn: (picked: readonly DataListItem[]) => datalist.removeMany(picked),
      onSuccess: (_: void, picked: readonly DataListItem[]) =>
        applied(client, (items) =>
          deleteSelected(
            items,
            picked.map((i) => i.id),
          ),
        ),
      onSettled: reloadIfRefused(client),
    }),
};
