import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE, pageOf, totalPagesFor } from '../../../../src/domain/demo/datalist/datalist-paging';
import { items } from './datalist-test-data';

const ids = (list: { id: number }[]) => list.map((i) => i.id);
const ten = items(10);

describe('pageOf', () => {
  it('defaults to 4 per page', () => expect(DEFAULT_PER_PAGE).toBe(4));
  it('without params gives the first 4 and totalPages for 4 per page', () => {
    const page = pageOf(ten);
    expect(ids(page.data)).toEqual([1, 2, 3, 4]);
    expect(page.totalPages).toBe(3);
    expect(page.totalRecords).toBe(10);
    expect(page.sortIndex).toEqual([1, 4]);
  });
  it('with only one of page/perPage behaves as without params', () => {
    expect(pageOf(ten, 2).totalPages).toBe(3);
    expect(ids(pageOf(ten, undefined, 5).data)).toEqual([1, 2, 3, 4]);
  });
  it('slices the requested page', () => {
    expect(ids(pageOf(ten, 2, 4).data)).toEqual([5, 6, 7, 8]);
    expect(ids(pageOf(ten, 2, 3).data)).toEqual([4, 5, 6]);
    expect(pageOf(ten, 2, 3).sortIndex).toEqual([4, 6]);
  });
  it('a short last page holds the remainder', () => {
    const page = pageOf(ten, 3, 4);
    expect(ids(page.data)).toEqual([9, 10]);
    expect(page.sortIndex).toEqual([9, 10]);
  });
  it('totalPages is ceil(count / perPage)', () => {
    expect(pageOf(ten, 1, 10).totalPages).toBe(1);
    expect(pageOf(ten, 1, 3).totalPages).toBe(4);
    expect(pageOf(ten, 1, 20).totalPages).toBe(1);
    expect(totalPagesFor(0, 4)).toBe(0);
  });
  it('reads query-string numbers', () => {
    expect(ids(pageOf(ten, '2', '5').data)).toEqual([6, 7, 8, 9, 10]);
  });
  it('a page past the end is empty', () => {
    const page = pageOf(ten, 9, 4);
    expect(page.data).toEqual([]);
    expect(page.sortIndex).toEqual([0, 0]);
  });
  it('invalid numbers fall back to the default', () => {
    expect(ids(pageOf(ten, 0, 4).data)).toEqual([1, 2, 3, 4]);
    expect(ids(pageOf(ten, 'x', '-2').data)).toEqual([1, 2, 3, 4]);
    expect(pageOf(ten, 1.5, 4).totalPages).toBe(3);
  });
  it('an empty list has no pages', () => {
    expect(pageOf([])).toEqual({ data: [], totalPages: 0, totalRecords: 0, sortIndex: [0, 0] });
  });
});
