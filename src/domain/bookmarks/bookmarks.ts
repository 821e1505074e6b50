/** Bookmarks of the top navbar (the starred pages a person keeps, stored per user). */
export interface Bookmark {
  readonly id: number;
  readonly target: string;
  readonly title: string;
  readonly link: string;
  readonly icon: string;
  readonly starred: boolean;
}

export const STARRED_LIMIT = 10;
export const SUGGESTIONS_WHEN_EMPTY = 100;
export const SUGGESTIONS_WHILE_TYPING = 6;

export interface StarredBar {
  /** Shown in the bar, at most STARRED_LIMIT, in list order. */
  readonly starred: readonly Bookmark[];
  /** The starred bookmarks past the limit, offered in the overflow menu. */
  readonly extraStarred: readonly Bookmark[];
}

/**
 * Splits the starred bookmarks into the bar and the overflow. Because the split follows list
 * order, un-starring one in the bar promotes the first overflow item.
 */
export function starredBar(bookmarks: readonly Bookmark[]): StarredBar {
  const all = bookmarks.filter((b) => b.starred);
  return { starred: all.slice(0, STARRED_LIMIT), extraStarred: all.slice(STARRED_LIMIT) };
}

export function toggleStarred(bookmarks: readonly Bookmark[], id: number): Bookmark[] {
  return bookmarks.map((b) => (b.id === id ? { ...b, starred: !b.starred } : b));
}

/**
 * Suggestions for the search text: the first 100 with no text; while typing, up to 6 whose title
 * contains the text (case-insensitive), those starting with it first.
 */
export function bookmarkSuggestions(bookmarks: readonly Bookmark[], text: string): Bookmark[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return bookmarks.slice(0, SUGGESTIONS_WHEN_EMPTY);
  const prefix: Bookmark[] = [];
  const inner: Bookmark[] = [];
  for (const b of bookmarks) {
    const at = b.title.toLowerCase().indexOf(needle);
    if (at === 0) prefix.push(b);
    else if (at > 0) inner.push(b);
  }
  return [...prefix, ...inner].slice(0, SUGGESTIONS_WHILE_TYPING);
}

export type HighlightMove = 'next' | 'previous' | 'first' | 'last';

/** Keyboard movement through a list of `count` options, wrapping; -1 means nothing highlighted. */
export function moveHighlight(current: number, count: number, move: HighlightMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 ? count - 1 : current - 1;
  }
}
