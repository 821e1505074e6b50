import type { SavedViewStore } from '../../application/ports/store/saved-view-store.port';
import { uniqueSlot, type MemoryData } from './memory-data';
import type { SnapshotTable } from './memory-snapshot';

/** Saved views and each person's default per list in the in-memory database; `onWrite` names what changed. */
export function createMemorySavedViewStore(
  data: MemoryData,
  onWrite: (table: SnapshotTable) => void = () => undefined,
): SavedViewStore {
  const write = (table: SnapshotTable, apply: () => void) => {
    apply();
    data.version += 1;
    onWrite(table);
    return Promise.resolve();
  };
  return {
    visible: (list, personId) =>
      Promise.resolve(
        structuredClone(
          [...data.savedViews.values()].filter((v) => v.list === list && (v.ownerId === personId || v.shared)),
        ),
      ),
    get: (id) => Promise.resolve(structuredClone(data.savedViews.get(id) ?? null)),
    put: (view) => write('savedViews', () => data.savedViews.set(view.id, structuredClone(view))),
    remove: (id) => write('savedViews', () => data.savedViews.delete(id)),
    defaultOf: (personId, list) => Promise.resolve(data.viewDefaults.get(uniqueSlot(personId, list)) ?? null),
    setDefault: (personId, list, viewId) =>
      write('viewDefaults', () => {
        const slot = uniqueSlot(personId, list);
        if (viewId === null) data.viewDefaults.delete(slot);
        else data.viewDefaults.set(slot, viewId);
      }),
  };
}
