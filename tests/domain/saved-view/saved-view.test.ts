import { describe, expect, it } from 'vitest';
import {
  arrangeColumns,
  mayEditView,
  mayReadView,
  maySetSharing,
  moveColumn,
  savedViewErrors,
  toggleColumn,
  viewStateOf,
  type SavedViewDraft,
} from '../../../src/domain/saved-view/saved-view';

const draft = (patch: Partial<SavedViewDraft> = {}): SavedViewDraft => ({
  list: 'freight',
  name: 'Mine',
  shared: false,
  state: {},
  columns: [],
  ...patch,
});

describe('saved views', () => {
  it('keep the search without the page, the view and empty values', () => {
    expect(
      viewStateOf({ q: 'x', page: 3, view: 'v-1', status: [], mode: undefined, carrier: '', pageSize: 50 }),
    ).toEqual({ q: 'x', pageSize: 50 });
  });

  it('name what is wrong with a draft', () => {
    expect(savedViewErrors(draft())).toEqual({});
    expect(savedViewErrors(draft({ name: ' ' }))).toEqual({ name: 'required' });
    expect(savedViewErrors(draft({ name: 'x'.repeat(60) }))).toEqual({});
    expect(savedViewErrors(draft({ name: 'x'.repeat(61) }))).toEqual({ name: 'tooLong' });
    expect(savedViewErrors(draft({ list: 'ships' as never }))).toEqual({ list: 'invalid' });
    expect(savedViewErrors(draft({ state: { 'a.b': 'x' } }))).toEqual({ state: 'invalid' });
    expect(savedViewErrors(draft({ state: { status: [] } }))).toEqual({ state: 'invalid' });
    expect(savedViewErrors(draft({ state: { pageSize: 1.5 } }))).toEqual({ state: 'invalid' });
    const dup = [
      { id: 'a', visible: true },
      { id: 'a', visible: true },
    ];
    expect(savedViewErrors(draft({ columns: dup }))).toEqual({ columns: 'invalid' });
    expect(savedViewErrors(draft({ columns: [{ id: 'a', visible: false }] }))).toEqual({ columns: 'noneShown' });
  });

  it('let the owner read and edit a view, everyone read a shared one, an admin edit a shared one', () => {
    const staff = { id: 'u-2', role: 'user' as const };
    const admin = { id: 'u-3', role: 'admin' as const };
    const owner = { id: 'u-1', role: 'user' as const };
    const priv = { ownerId: 'u-1', shared: false };
    const shared = { ownerId: 'u-1', shared: true };
    expect([mayReadView(owner, priv), mayReadView(staff, priv), mayReadView(staff, shared)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([mayEditView(owner, priv), mayEditView(admin, priv), mayEditView(admin, shared)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(mayEditView(staff, shared)).toBe(false);
    expect([maySetSharing(admin, shared, true), maySetSharing(admin, shared, false)]).toEqual([true, false]);
    expect(maySetSharing(owner, shared, false)).toBe(true);
  });

  it('arrange columns as saved, add the ones the list gained, and keep one shown', () => {
    expect(arrangeColumns(['a', 'b', 'c'], null).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(
      arrangeColumns(
        ['a', 'b', 'c'],
        [
          { id: 'c', visible: true },
          { id: 'gone', visible: true },
          { id: 'a', visible: false },
        ],
      ),
    ).toEqual([
      { id: 'c', visible: true },
      { id: 'a', visible: false },
      { id: 'b', visible: true },
    ]);
    expect(arrangeColumns(['a'], [{ id: 'a', visible: false }])).toEqual([{ id: 'a', visible: true }]);
  });

  it('move a column one place and refuse to hide the last shown one', () => {
    const cols = arrangeColumns(['a', 'b', 'c'], null);
    expect(moveColumn(cols, 0, 1).map((c) => c.id)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(cols, 0, -1).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(cols, 2, 1).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    const one = toggleColumn(toggleColumn(cols, 'a', false), 'b', false);
    expect(one.filter((c) => c.visible).map((c) => c.id)).toEqual(['c']);
    expect(toggleColumn(one, 'c', false)).toEqual(one);
  });
});
