import type { ValueOf } from '../demo-record';

/** The navbar's main search (template demo): groups Pages, Files and Contacts. */
export const MAIN_SEARCH_GROUP_LIMIT = 4;
export const MAIN_SEARCH_GROUPS = ['pages', 'files', 'contacts'] as const;
export type MainSearchGroupId = ValueOf<typeof MAIN_SEARCH_GROUPS>;

export interface MainSearchItem {
  readonly id: string;
  readonly title: string;
  /** A second line: a route, a file's owner and size, a contact's email. */
  readonly detail: string;
  /** Where choosing the item goes (pages and contacts); files have none. */
  readonly link: string | null;
}

export interface MainSearchGroup {
  readonly id: MainSearchGroupId;
  readonly items: readonly MainSearchItem[];
}

export interface MainSearchResult extends MainSearchGroup {
  /** True when the group has matches beyond the limit. */
  readonly truncated: boolean;
}

/**
 * Every group in the fixed order, each with at most 4 items whose title or detail contains the text.
 * An empty group stays in the result so the UI can say 'No Result' for it.
 */
export function searchGroups(groups: readonly MainSearchGroup[], text: string): MainSearchResult[] {
  const needle = text.trim().toLowerCase();
  return MAIN_SEARCH_GROUPS.map((id) => {
    const items = groups.find((g) => g.id === id)?.items ?? [];
    const matches = needle === '' ? [] : items.filter((i) => `${i.title}\n${i.detail}`.toLowerCase().includes(needle));
    return {
      id,
      items: matches.slice(0, MAIN_SEARCH_GROUP_LIMIT),
      truncated: matches.length > MAIN_SEARCH_GROUP_LIMIT,
    };
  });
}

export function hasAnyResult(results: readonly MainSearchResult[]): boolean {
  return results.some((r) => r.items.length > 0);
}
