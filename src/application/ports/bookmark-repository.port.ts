import type { Bookmark } from '../../domain/bookmarks/bookmarks';

/** The bookmark list behind the navbar's bookmark bar and search. */
export interface BookmarkRepository {
  list(signal?: AbortSignal): Promise<Bookmark[]>;
  /** Flips the bookmark's starred flag on the server. */
  toggleStarred(bookmark: Bookmark): Promise<void>;
}
