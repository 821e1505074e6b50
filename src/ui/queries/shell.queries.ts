import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Bookmark } from '../../domain/bookmarks/bookmarks';
import type { ShellUseCases } from '../../application/shell/shell.use-cases';

const bookmarksKey = ['shell', 'bookmarks'] as const;

/** The navbar's server state (bookmarks), through `useCases.shell`. */
export const shellQueries = {
  bookmarks: (shell: ShellUseCases) =>
    queryOptions({ queryKey: bookmarksKey, queryFn: ({ signal }) => shell.loadBookmarks(signal) }),
};

export const shellMutations = {
  /** Starring answers with the list as the server now has it: that list is the cached one. */
  toggleBookmark: (client: QueryClient, shell: ShellUseCases) =>
    mutationOptions({
      mutationFn: (bookmark: Bookmark) => shell.toggleBookmark(bookmark),
      onSuccess: (bookmarks: Bookmark[]) => client.setQueryData(bookmarksKey, bookmarks),
    }),
};
