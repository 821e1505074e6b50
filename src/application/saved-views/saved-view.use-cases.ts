import { savedViewErrors, type SavedViewList, type ViewColumn } from '../../domain/saved-view/saved-view';
import type { KeyValueStorage } from '../ports/key-value-storage.port';
import type { SavedViewRepository } from '../ports/saved-view-repository.port';

const columnsKey = (personId: string, list: SavedViewList) => `freightdesk.columns.${personId}.${list}`;

/** Columns kept in this browser, or null when none are or what is kept is not a valid arrangement. */
function parseColumns(list: SavedViewList, text: string | null): ViewColumn[] | null {
  if (text === null) return null;
  try {
    const columns = JSON.parse(text) as ViewColumn[];
    const valid =
      Array.isArray(columns) &&
      columns.every((c) => typeof c === 'object' && c !== null && typeof c.id === 'string') &&
      Object.keys(savedViewErrors({ list, name: 'local', shared: false, state: {}, columns })).length === 0;
    return valid ? columns.map((c) => ({ id: c.id, visible: c.visible })) : null;
  } catch {
    return null;
  }
}

/**
 * What the list screens call to save, open, share and remove views and to choose a default one; and, outside a
 * view, each person's columns of a list as they last arranged them in this browser.
 */
export function makeSavedViewUseCases(deps: {
  readonly views: SavedViewRepository;
  readonly storage: KeyValueStorage;
}) {
  const { views, storage } = deps;
  return {
    list: views.list.bind(views),
    get: views.get.bind(views),
    create: views.create.bind(views),
    update: views.update.bind(views),
    remove: views.remove.bind(views),
    setDefault: views.setDefault.bind(views),
    localColumns: (personId: string, list: SavedViewList): ViewColumn[] | null =>
      parseColumns(list, storage.get(columnsKey(personId, list))),
    saveLocalColumns: (personId: string, list: SavedViewList, columns: readonly ViewColumn[]): void =>
      storage.set(columnsKey(personId, list), JSON.stringify(columns)),
  };
}

export type SavedViewUseCases = ReturnType<typeof makeSavedViewUseCases>;
