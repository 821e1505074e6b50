import { describe, expect, it } from 'vitest';
import {
  asksForEverything,
  createListIndex,
  foldText,
  pageBounds,
  type ListQuery,
} from '../../../src/domain/shared/list-query';
import { createSeededRandom } from '../../../src/domain/shared/seeded-random';

interface Row {
  readonly id: number;
  readonly name: string;
  readonly city: string;
  readonly kind: 'a' | 'b' | 'c';
  readonly amount: number | null;
  readonly date: string;
}

const rows: readonly Row[] = [
  { id: 1, name: 'São Paulo Exportadora', city: 'Santos', kind: 'a', amount: 300, date: '2026-01-10' },
  { id: 2, name: 'Açúcar Brasil', city: 'Recife', kind: 'b', amount: 100, date: '2026-02-01' },
  { id: 3, name: 'acme corp', city: 'Miami', kind: 'a', amount: null, date: '2026-03-15' },
  { id: 4, name: 'Zeta Ltda', city: 'São Luís', kind: 'c', amount: 200, date: '2026-01-31' },
  { id: 5, name: 'Beta GmbH', city: 'Hamburg', kind: 'b', amount: 100, date: '2025-12-24' },
];

const index = createListIndex<Row, 'name' | 'amount' | 'date', 'kind' | 'date' | 'amount'>(rows, {
  searchText: (r) => `${r.name} ${r.city}`,
  sortKeys: { name: (r) => r.name, amount: (r) => r.amount, date: (r) => r.date },
  filterKeys: { kind: (r) => r.kind, date: (r) => r.date, amount: (r) => r.amount },
});

const query = (patch: Partial<ListQuery<'name' | 'amount' | 'date', 'kind' | 'date' | 'amount'>>) => ({
  text: '',
  filters: {},
  sort: null,
  page: 1,
  pageSize: 10,
  ...patch,
});
const ids = (items: readonly Row[]) => items.map((r) => r.id);

describe('foldText', () => {
  it('lower-cases and removes accents', () => {
    expect(foldText('São Luís AÇÚCAR')).toBe('sao luis acucar');
  });
});

describe('list index: text search', () => {
  it('returns everything in record order for an empty query', () => {
    const page = index.run(query({}));
    expect(ids(page.items)).toEqual([1, 2, 3, 4, 5]);
    expect(page).toMatchObject({ total: 5, page: 1, pageCount: 1 });
  });

  it('matches case- and accent-insensitively, in any field of the search text', () => {
    expect(ids(index.run(query({ text: 'sao' })).items)).toEqual([1, 4]);
    expect(ids(index.run(query({ text: 'AÇU' })).items)).toEqual([2]);
    expect(ids(index.run(query({ text: 'acucar' })).items)).toEqual([2]);
  });

  it('requires every word, in any order, and ignores extra spaces', () => {
    expect(ids(index.run(query({ text: '  santos   paulo ' })).items)).toEqual([1]);
    expect(ids(index.run(query({ text: 'paulo recife' })).items)).toEqual([]);
  });

  it('narrows a previous match when the text is refined, with the same result as a fresh search', () => {
    const first = index.match('a', {});
    const refined = index.match('ac', {}, first);
    expect(Array.from(refined.indices)).toEqual(Array.from(index.match('ac', {}).indices));
    const twoWords = index.match('ac c', {}, refined);
    expect(Array.from(twoWords.indices)).toEqual(Array.from(index.match('ac c', {}).indices));
  });

  it('does not narrow from a match with other filters or a shorter text', () => {
    const filtered = index.match('a', { kind: 'b' });
    expect(Array.from(index.match('ac', {}, filtered).indices)).toEqual(Array.from(index.match('ac', {}).indices));
    const narrow = index.match('acme', {});
    expect(index.match('ac', {}, narrow).indices.length).toBe(index.match('ac', {}).indices.length);
  });

  it('reuses the previous match object when nothing changed', () => {
    const first = index.match('ac', { kind: 'a' });
    expect(index.match('ac', { kind: 'a' }, first)).toBe(first);
  });
});

describe('list index: filters', () => {
  it('filters by equality, by any of a list, and ignores empty filters', () => {
    expect(ids(index.run(query({ filters: { kind: 'b' } })).items)).toEqual([2, 5]);
    expect(ids(index.run(query({ filters: { kind: ['a', 'c'] } })).items)).toEqual([1, 3, 4]);
    expect(ids(index.run(query({ filters: { kind: [] } })).items)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(index.run(query({ filters: { kind: '' } })).items)).toEqual([1, 2, 3, 4, 5]);
    expect(ids(index.run(query({ filters: { kind: null } })).items)).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by inclusive ranges, open at either end, skipping missing values', () => {
    expect(ids(index.run(query({ filters: { date: { from: '2026-01-01', to: '2026-01-31' } } })).items)).toEqual([
      1, 4,
    ]);
    expect(ids(index.run(query({ filters: { date: { from: '2026-02-01' } } })).items)).toEqual([2, 3]);
    expect(ids(index.run(query({ filters: { date: { to: '2025-12-31', from: null } } })).items)).toEqual([5]);
    expect(ids(index.run(query({ filters: { amount: { from: 100, to: 200 } } })).items)).toEqual([2, 4, 5]);
    expect(ids(index.run(query({ filters: { date: { from: '', to: '' } } })).items)).toHaveLength(5);
  });

  it('combines text and filters', () => {
    expect(ids(index.run(query({ text: 'a', filters: { kind: 'a' } })).items)).toEqual([1, 3]);
  });
});

describe('list index: sort and page', () => {
  it('sorts by text keys without regard to accents or case', () => {
    expect(ids(index.run(query({ sort: { field: 'name', direction: 'asc' } })).items)).toEqual([3, 2, 5, 1, 4]);
    expect(ids(index.run(query({ sort: { field: 'name', direction: 'desc' } })).items)).toEqual([4, 1, 5, 2, 3]);
  });

  it('sorts numbers numerically and puts missing values last in both directions', () => {
    expect(ids(index.run(query({ sort: { field: 'amount', direction: 'asc' } })).items)).toEqual([2, 5, 4, 1, 3]);
    expect(ids(index.run(query({ sort: { field: 'amount', direction: 'desc' } })).items)).toEqual([1, 4, 5, 2, 3]);
  });

  it('pages the sorted result and clamps the page number', () => {
    const sort = { field: 'date', direction: 'asc' } as const;
    expect(ids(index.run(query({ sort, pageSize: 2, page: 1 })).items)).toEqual([5, 1]);
    const second = index.run(query({ sort, pageSize: 2, page: 2 }));
    expect(ids(second.items)).toEqual([4, 2]);
    expect(second).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect(index.run(query({ sort, pageSize: 2, page: 99 }))).toMatchObject({ page: 3, items: [rows[2]] });
    expect(index.run(query({ sort, pageSize: 2, page: 0 })).page).toBe(1);
    expect(index.run(query({ text: 'nothing matches', pageSize: 2 }))).toMatchObject({
      total: 0,
      page: 1,
      pageCount: 1,
      items: [],
    });
  });
});

describe('list index: both sort strategies agree', () => {
  const random = createSeededRandom(11);
  const many = Array.from({ length: 3000 }, (_, id) => ({
    id,
    word: random.pick(['alpha', 'beta', 'gamma', 'delta']) + random.int(0, 50),
    value: random.chance(0.1) ? null : random.int(0, 500),
  }));
  const big = createListIndex(many, {
    searchText: (r) => r.word,
    sortKeys: { value: (r) => r.value, word: (r) => r.word },
  });

  const reference = (text: string, field: 'value' | 'word', direction: 'asc' | 'desc') => {
    const matched = many.filter((r) => r.word.includes(text));
    const key = (r: (typeof many)[number]) => r[field];
    const present = matched.filter((r) => key(r) !== null);
    const missing = matched.filter((r) => key(r) === null);
    present.sort((a, b) => {
      const ka = key(a) as string | number;
      const kb = key(b) as string | number;
      const c = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
      return direction === 'asc' ? c : -c;
    });
    return [...present, ...missing].map((r) => key(r));
  };

  it.each([
    ['', 'value', 'asc'],
    ['', 'value', 'desc'],
    ['alpha1', 'value', 'asc'],
    ['gamma', 'value', 'desc'],
    ['delta4', 'word', 'desc'],
    ['', 'word', 'asc'],
  ] as const)('text %j sorted by %s %s', (text, field, direction) => {
    const expected = reference(text, field, direction);
    const got: unknown[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 100); page += 1) {
      got.push(
        ...big.run({ text, filters: {}, sort: { field, direction }, page, pageSize: 100 }).items.map((r) => r[field]),
      );
    }
    expect(got).toEqual(expected);
  });
});

describe('asksForEverything', () => {
  const everything: ListQuery<'name', 'status' | 'day'> = {
    text: '  ',
    filters: { status: [], day: { from: null, to: '' } },
    sort: null,
    page: 1,
    pageSize: 25,
  };

  it('is true when no word and no filter narrows the list', () => {
    expect(asksForEverything(everything)).toBe(true);
    expect(asksForEverything({ ...everything, filters: {} })).toBe(true);
  });

  it('is false for a word, a chosen value, a range end or a plain value', () => {
    expect(asksForEverything({ ...everything, text: 'x' })).toBe(false);
    expect(asksForEverything({ ...everything, filters: { status: ['a'] } })).toBe(false);
    expect(asksForEverything({ ...everything, filters: { day: { from: '2026-01-01', to: null } } })).toBe(false);
    expect(asksForEverything({ ...everything, filters: { status: 'a' } })).toBe(false);
  });
});

describe('pageBounds', () => {
  it('gives the slice of a page, clamped to the pages there are', () => {
    expect(pageBounds(60, 2, 25)).toEqual({ page: 2, pageCount: 3, size: 25, start: 25, end: 50 });
    expect(pageBounds(60, 9, 25)).toEqual({ page: 3, pageCount: 3, size: 25, start: 50, end: 60 });
    expect(pageBounds(60, 0, 25)).toEqual({ page: 1, pageCount: 3, size: 25, start: 0, end: 25 });
    expect(pageBounds(0, 1, 25)).toEqual({ page: 1, pageCount: 1, size: 25, start: 0, end: 0 });
  });
});
