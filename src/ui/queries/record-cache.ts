import type { QueryClient } from '@tanstack/react-query';
import type { RecordKeys } from './record-keys';

/**
 * After a save: the record the server returned is the cached record (opening it again asks nothing),
 * and every list page is out of date (the visible one reloads now, the others when next shown).
 */
export function cacheSavedRecord(client: QueryClient, keys: RecordKeys, record: { readonly id: string }) {
  client.setQueryData(keys.detail(record.id), record);
  return client.invalidateQueries({ queryKey: keys.lists() });
}

export function forgetRemovedRecord(client: QueryClient, keys: RecordKeys, id: string) {
  client.removeQueries({ queryKey: keys.detail(id) });
  return client.invalidateQueries({ queryKey: keys.lists() });
}

/** After an import: only the lists changed. */
export function listsChanged(client: QueryClient, keys: RecordKeys) {
  return client.invalidateQueries({ queryKey: keys.lists() });
}
