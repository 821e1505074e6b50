import { describe, expect, it } from 'vitest';
import {
  addItem,
  deleteItem,
  deleteSelected,
  filterItems,
  nextDataListId,
  sortItems,
  updateItem,
  validateDataListDraft,
} from '../../../../src/domain/demo/datalist/datalist-rules';
import { item } from './datalist-test-data';

const list = [
  item(1, {
    name: 'Reefer plug',
    category: 'Power',
    price: '9.50',
    order_status: 'delivered',
    popularity: { popValue: 80, color: 'success' },
  }),
  item(2, {
    name: 'Lashing bar',
    category: 'Securing',
    price: '120.00',
    order_status: 'on hold',
    popularity: { popValue: 20, color: 'danger' },
  }),
  item(3, {
    name: 'Dry van',
    category: 'Containers',
    price: '15.25',
    order_status: 'canceled',
    popularity: { popValue: 60, color: 'primary' },
  }),
];
const ids = (l: { id: number }[]) => l.map((i) => i.id);
const draft = {
  name: 'Seal',
  category: 'Securing',
  price: '1.00',
  order_status: 'pending' as const,
  popularity: 90,
  img: '',
};

describe('data list changes', () => {
  it('next id is the largest plus one', () => {
    expect(nextDataListId(list)).toBe(4);
    expect(nextDataListId([])).toBe(1);
  });
  it('add gives the next id, puts it first and derives the colour', () => {
    const next = addItem(list, draft);
    expect(next[0]).toEqual({ ...draft, id: 4, popularity: { popValue: 90, color: 'success' } });
    expect(ids(next)).toEqual([4, 1, 2, 3]);
  });
  it('add with a bad popularity stores 0 danger', () => {
    expect(addItem(list, { ...draft, popularity: -5 })[0]?.popularity).toEqual({ popValue: 0, color: 'danger' });
  });
  it('update replaces the item and recomputes the colour', () => {
    const changed = { ...list[1]!, name: 'Lashing rod', popularity: { popValue: 56, color: 'danger' as const } };
    const next = updateItem(list, changed);
    expect(next[1]).toEqual({ ...changed, popularity: { popValue: 56, color: 'primary' } });
    expect(next[0]).toBe(list[0]);
  });
  it('delete removes one; delete selected removes many', () => {
    expect(ids(deleteItem(list, 2))).toEqual([1, 3]);
    expect(ids(deleteSelected(list, [1, 3, 99]))).toEqual([2]);
    expect(ids(deleteSelected(list, []))).toEqual([1, 2, 3]);
  });
});

describe('sort and filter', () => {
  it('sorts by name both ways', () => {
    expect(ids(sortItems(list, 'name', 'asc'))).toEqual([3, 2, 1]);
    expect(ids(sortItems(list, 'name', 'desc'))).toEqual([1, 2, 3]);
  });
  it('sorts price numerically, not as text', () => {
    expect(ids(sortItems(list, 'price', 'asc'))).toEqual([1, 3, 2]);
  });
  it('sorts by popularity value and status', () => {
    expect(ids(sortItems(list, 'popularity', 'desc'))).toEqual([1, 3, 2]);
    expect(ids(sortItems(list, 'order_status', 'asc'))).toEqual([3, 1, 2]);
  });
  it('filters by name, category, status or price', () => {
    expect(ids(filterItems(list, 'REEFER'))).toEqual([1]);
    expect(ids(filterItems(list, 'securing'))).toEqual([2]);
    expect(ids(filterItems(list, 'on hold'))).toEqual([2]);
    expect(ids(filterItems(list, '15.25'))).toEqual([3]);
    expect(ids(filterItems(list, ''))).toEqual([1, 2, 3]);
  });
  it('validates a draft', () => {
    expect(validateDataListDraft(draft)).toEqual({});
    expect(validateDataListDraft({ ...draft, name: '', category: ' ', price: '' })).toEqual({
      name: 'required',
      category: 'required',
      price: 'required',
    });
    expect(validateDataListDraft({ ...draft, price: '1,5' })).toEqual({ price: 'invalid' });
  });
});
