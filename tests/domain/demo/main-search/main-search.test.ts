import { describe, expect, it } from 'vitest';
import { hasAnyResult, searchGroups, type MainSearchGroup } from '../../../../src/domain/demo/main-search/main-search';

const items = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i}`,
    title: `${prefix} item ${i}`,
    detail: `${prefix}@x`,
    link: null,
  }));

const groups: MainSearchGroup[] = [
  {
    id: 'contacts',
    items: [...items('Anna', 2), { id: 'c9', title: 'Bruno', detail: 'bruno@freight.com', link: '/contact/list' }],
  },
  { id: 'pages', items: items('Item', 9) },
  { id: 'files', items: items('Report', 5) },
];

describe('searchGroups', () => {
  it('returns Pages, Files and Contacts in that order whatever the source order', () => {
    expect(searchGroups(groups, 'item').map((g) => g.id)).toEqual(['pages', 'files', 'contacts']);
  });

  it('limits every group to 4 results and says when more matched', () => {
    const [pages, files, contacts] = searchGroups(groups, 'item');
    expect(pages?.items).toHaveLength(4);
    expect(pages?.truncated).toBe(true);
    expect(files?.items).toHaveLength(4);
    expect(contacts?.items).toHaveLength(2);
    expect(contacts?.truncated).toBe(false);
  });

  it('matches the detail line too, ignoring case', () => {
    const contacts = searchGroups(groups, 'FREIGHT.COM')[2];
    expect(contacts?.items.map((i) => i.id)).toEqual(['c9']);
  });

  it('keeps groups without matches so the UI can say No Result', () => {
    const result = searchGroups(groups, 'bruno');
    expect(result.map((g) => g.items.length)).toEqual([0, 0, 1]);
    expect(hasAnyResult(result)).toBe(true);
    expect(hasAnyResult(searchGroups(groups, 'zzz'))).toBe(false);
  });

  it('finds nothing for empty text', () => {
    expect(hasAnyResult(searchGroups(groups, '  '))).toBe(false);
  });
});
