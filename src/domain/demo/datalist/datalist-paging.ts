import type { DataListItem, DataListPage } from './datalist.types';

export const DEFAULT_PER_PAGE = 4;

export function totalPagesFor(count: number, perPage: number): number {
  return Math.ceil(count / perPage);
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * One page of items. Without usable page/perPage the first page of 4 is returned,
 * as the original mock did. Page numbers start at 1; a page past the end is empty.
 */
export function pageOf(items: readonly DataListItem[], page?: unknown, perPage?: unknown): DataListPage {
  const p = positiveInt(page);
  const size = positiveInt(perPage);
  const usePage = p !== undefined && size !== undefined ? p : 1;
  const useSize = p !== undefined && size !== undefined ? size : DEFAULT_PER_PAGE;
  const start = (usePage - 1) * useSize;
  const data = items.slice(start, start + useSize);
  return {
    data,
    totalPages: totalPagesFor(items.length, useSize),
    totalRecords: items.length,
    sortIndex: data.length === 0 ? [0, 0] : [start + 1, start + data.length],
  };
}
