import type { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { makeShellUseCases, type ShellUseCases } from '../../src/application/shell/shell.use-cases';
import type { Bookmark } from '../../src/domain/bookmarks/bookmarks';
import { toggleStarred } from '../../src/domain/bookmarks/bookmarks';
import type { MainSearchGroup } from '../../src/domain/demo/main-search/main-search';

/**
 * Shell use cases over in-memory bookmarks and search groups, for UI tests that render the signed-in
 * frame (every `_app` route). Add to the harness defaults: `shell: fakeShellUseCases(storage)`.
 */
export function fakeShellUseCases(
  storage: KeyValueStorage,
  data: { bookmarks?: Bookmark[]; groups?: MainSearchGroup[] } = {},
): ShellUseCases {
  let bookmarks = data.bookmarks ?? [];
  return makeShellUseCases({
    storage,
    bookmarks: {
      list: async () => bookmarks,
      toggleStarred: async (bookmark) => {
        bookmarks = toggleStarred(bookmarks, bookmark.id);
      },
    },
    mainSearch: { groups: async () => data.groups ?? [] },
  });
}
