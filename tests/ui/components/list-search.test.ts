import { describe, expect, it } from 'vitest';
import { defineListSearch, listFilter, PAGE_SIZES } from '../../../src/ui/components/list-view/list-search';

// A list shaped like the freight list, to show every kind of filter a list can keep in its URL.
const SHIPMENTS = defineListSearch({
  sortFields: ['reference', 'shipDate'] as const,
  defaultSort: { field: 'reference', direction: 'desc' },
  filters: {
    status: listFilter.anyOf(['draft', 'booked', 'delivered'] as const),
    mode: listFilter.oneOf(['sea', 'air'] as const),
    carrier: listFilter.text(20),
    shipDateFrom: listFilter.isoDate(),
  },
});

describe('a list search in the URL', () => {
  it('keeps one set of page sizes for every list', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(SHIPMENTS.toQuery({}).pageSize).toBe(25);
  });

  it('reads every kind of filter, taking the router’s numbers and booleans back as text', () => {
    const search = SHIPMENTS.validate({
      q: 123,
      page: '3',
      pageSize: 50,
      sort: 'shipDate',
      dir: 'asc',
      status: ['booked', 'draft', 'booked'],
      mode: 'air',
      carrier: 'Maersk',
      shipDateFrom: '2026-11-01',
    });
    expect(SHIPMENTS.toQuery(search)).toEqual({
      text: '123',
      filters: { status: ['booked', 'draft'], mode: 'air', carrier: 'Maersk', shipDateFrom: '2026-11-01' },
      sort: { field: 'shipDate', direction: 'asc' },
      page: 3,
      pageSize: 50,
    });
  });

  it('drops what it cannot mean, key by key, and keeps the rest', () => {
    const search = SHIPMENTS.validate({
      q: 'x'.repeat(201),
      page: 0,
      pageSize: 20,
      sort: 'colour',
      dir: 'up',
      status: ['lost', 'delivered'],
      mode: 'rail',
      carrier: 'x'.repeat(21),
      shipDateFrom: '01/11/2026',
    });
    expect(SHIPMENTS.toQuery(search)).toEqual({
      text: '',
      filters: { status: ['delivered'] },
      sort: { field: 'reference', direction: 'desc' },
      page: 1,
      pageSize: 25,
    });
  });

  it('names every key it knows, so a dropped value replaces what the URL had', () => {
    expect(SHIPMENTS.validate({ mode: 'rail', status: 'booked' })).toEqual({
      q: undefined,
      page: undefined,
      pageSize: undefined,
      sort: undefined,
      dir: undefined,
      status: ['booked'],
      mode: undefined,
      carrier: undefined,
      shipDateFrom: undefined,
    });
  });

  it('leaves defaults out of the URL it writes', () => {
    expect(SHIPMENTS.compact({ q: '', page: 1, pageSize: 25, dir: 'asc', status: [], mode: 'sea' })).toEqual({
      mode: 'sea',
    });
    expect(SHIPMENTS.compact({ page: 2, pageSize: 10, sort: 'shipDate', dir: 'desc' })).toEqual({
      page: 2,
      pageSize: 10,
      sort: 'shipDate',
      dir: 'desc',
    });
  });
});
