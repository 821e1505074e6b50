import type { SavedViewStore } from '../../application/ports/store/saved-view-store.port';
import type { SavedView } from '../../domain/saved-view/saved-view';
import type { SqlQueryable } from './sql-database';

/** Saved views (the whole view as JSON beside the columns the queries use) and each person's default per list. */
export function createPostgresSavedViewStore(db: SqlQueryable): SavedViewStore {
  return {
    async visible(list, personId) {
      const { rows } = await db.query<{ view: SavedView }>(
        'SELECT view FROM saved_views WHERE list = $1 AND (owner_id = $2 OR shared)',
        [list, personId],
      );
      return rows.map((row) => row.view);
    },
    async get(id) {
      const { rows } = await db.query<{ view: SavedView }>('SELECT view FROM saved_views WHERE id = $1', [id]);
      return rows[0]?.view ?? null;
    },
    async put(view) {
      await db.query(
        `INSERT INTO saved_views (id, list, owner_id, shared, view) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET list = $2, owner_id = $3, shared = $4, view = $5`,
        [view.id, view.list, view.ownerId, view.shared, view],
      );
    },
    async remove(id) {
      await db.query('DELETE FROM saved_views WHERE id = $1', [id]);
    },
    async defaultOf(personId, list) {
      const { rows } = await db.query<{ view_id: string }>(
        'SELECT view_id FROM saved_view_defaults WHERE person_id = $1 AND list = $2',
        [personId, list],
      );
      return rows[0]?.view_id ?? null;
    },
    async setDefault(personId, list, viewId) {
      if (viewId === null) {
        await db.query('DELETE FROM saved_view_defaults WHERE person_id = $1 AND list = $2', [personId, list]);
        return;
      }
      await db.query(
        `INSERT INTO saved_view_defaults (person_id, list, view_id) VALUES ($1, $2, $3)
         ON CONFLICT (person_id, list) DO UPDATE SET view_id = $3`,
        [personId, list, viewId],
      );
    },
  };
}
