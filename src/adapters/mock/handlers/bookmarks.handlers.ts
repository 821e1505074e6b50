import { toggleStarred } from '../../../domain/bookmarks/bookmarks';
import type { BookmarkDto } from '../../http/dto/shell.dto';
import { createBookmarksFixture } from '../fixtures/bookmarks.fixture';
import { bodyRecord, fail, ok } from '../mock-responses';
import type { MockHandlersModule } from '../mock-server';

export const BOOKMARKS_TABLE = 'demo.bookmarks';

export const handlers: MockHandlersModule = {
  // Served by the mock in every mode, like the template demos: no backend stores bookmarks.
  area: 'demo',
  register(router, { db }) {
    db.define<BookmarkDto>(BOOKMARKS_TABLE, createBookmarksFixture);
    const rows = () => db.table<BookmarkDto>(BOOKMARKS_TABLE);

    router.get('/api/search/bookmarks/data', () => ok({ searchResult: rows() }));

    // Spec: toggles starred and answers 200; the client reloads the suggestions afterwards.
    router.post('/api/update/bookmarks', (request) => {
      const obj = bodyRecord(request).obj;
      const id = typeof obj === 'object' && obj !== null ? Number((obj as Record<string, unknown>).id) : NaN;
      if (!rows().some((b) => b.id === id)) return fail(404, 'Unknown bookmark');
      const next = toggleStarred(rows(), id);
      rows().splice(0, rows().length, ...next);
      return ok();
    });
  },
};
