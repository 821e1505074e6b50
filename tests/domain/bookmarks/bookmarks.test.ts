import { describe, expect, it } from 'vitest';
import {
  bookmarkSuggestions,
  moveHighlight,
  starredBar,
  toggleStarred,
  type Bookmark,
} from '../../../src/domain/bookmarks/bookmarks';

const make = (count: number, starredIds: readonly number[] = []): Bookmark[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    target: `t${i + 1}`,
    title: `Page ${i + 1}`,
    link: `/p/${i + 1}`,
    icon: 'file',
    starred: starredIds.includes(i + 1),
  }));

describe('starredBar', () => {
  it('shows every starred bookmark when there are 10 or fewer', () => {
    const bar = starredBar(make(20, [2, 4, 6]));
    expect(bar.starred.map((b) => b.id)).toEqual([2, 4, 6]);
    expect(bar.extraStarred).toEqual([]);
  });

  it('shows at most 10 and puts the rest in the overflow, in list order', () => {
    const bar = starredBar(make(20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    expect(bar.starred.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(bar.extraStarred.map((b) => b.id)).toEqual([11, 12]);
  });

  it('promotes the first overflow item when a shown one is un-starred', () => {
    const list = make(20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const bar = starredBar(toggleStarred(list, 5));
    expect(bar.starred.map((b) => b.id)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11]);
    expect(bar.extraStarred.map((b) => b.id)).toEqual([12]);
  });

  it('leaves the bar alone when an overflow item is un-starred', () => {
    const list = make(20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const bar = starredBar(toggleStarred(list, 12));
    expect(bar.starred).toHaveLength(10);
    expect(bar.extraStarred.map((b) => b.id)).toEqual([11]);
  });
});

describe('toggleStarred', () => {
  it('flips only the chosen bookmark and returns a new list', () => {
    const list = make(3, [2]);
    const next = toggleStarred(list, 1);
    expect(next.map((b) => b.starred)).toEqual([true, true, false]);
    expect(list[0]?.starred).toBe(false);
  });

  it('changes nothing for an unknown id', () => {
    expect(toggleStarred(make(3), 99).every((b) => !b.starred)).toBe(true);
  });
});

describe('bookmarkSuggestions', () => {
  it('offers the first 100 when the text is empty or blank', () => {
    expect(bookmarkSuggestions(make(130), '')).toHaveLength(100);
    expect(bookmarkSuggestions(make(130), '   ')[0]?.id).toBe(1);
    expect(bookmarkSuggestions(make(30), '')).toHaveLength(30);
  });

  it('offers at most 6 while typing', () => {
    expect(bookmarkSuggestions(make(130), 'page')).toHaveLength(6);
  });

  it('matches case-insensitively and puts titles starting with the text first', () => {
    const list: Bookmark[] = [
      { id: 1, target: 'a', title: 'User List', link: '/a', icon: 'x', starred: false },
      { id: 2, target: 'b', title: 'Chat', link: '/b', icon: 'x', starred: false },
      { id: 3, target: 'c', title: 'Users Demo', link: '/c', icon: 'x', starred: false },
    ];
    expect(bookmarkSuggestions(list, 'USER').map((b) => b.id)).toEqual([1, 3]);
    expect(bookmarkSuggestions(list, 'list').map((b) => b.id)).toEqual([1]);
    expect(bookmarkSuggestions(list, 'at').map((b) => b.id)).toEqual([2]);
    expect(bookmarkSuggestions(list, 'zzz')).toEqual([]);
  });
});

describe('moveHighlight', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(moveHighlight(-1, 3, 'next')).toBe(0);
    expect(moveHighlight(0, 3, 'next')).toBe(1);
    expect(moveHighlight(2, 3, 'next')).toBe(0);
    expect(moveHighlight(0, 3, 'previous')).toBe(2);
    expect(moveHighlight(-1, 3, 'previous')).toBe(2);
    expect(moveHighlight(2, 3, 'previous')).toBe(1);
  });

  it('jumps to the ends and highlights nothing in an empty list', () => {
    expect(moveHighlight(1, 5, 'first')).toBe(0);
    expect(moveHighlight(1, 5, 'last')).toBe(4);
    expect(moveHighlight(0, 0, 'next')).toBe(-1);
  });
});
