import type { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { makeShellUseCases, type ShellUseCases } from '../../src/application/shell/shell.use-cases';
import type { Bookmark } from '../../src/domain/bookmarks/bookmarks';
import { toggleStarred } from '../../src/domain/bookmarks/bookmarks';

/**
 * Shell use cases over in-memory bookmarks, for UI tests that render the signed-in
 * frame (every `_app` route). Add to the harness defaults: `shell: fakeShellUseCases(storage)`.
 */
export function fakeShellUseCases(storage: KeyValueStorage, data: { bookmarks?: Bookmark[] } = {}): ShellUseCases {
  let bookmarks = data.bookmarks ?? [];
  return makeShellUseCases({
    storage,
    bookmarks: {
      list: async () => bookmarks,
      toggleStarred: async (bookmark) => {
        bookmarks = toggleStarred(bookmarks, bookmark.id);
      },
    },
  });
}
