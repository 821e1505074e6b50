import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../../src/adapters/http/http-client';
import { freightQueryParams } from '../../../src/adapters/http/http-freight-repository.adapter';
import { DEFAULT_FREIGHT_QUERY } from '../../../src/domain/freight/freight-query';

describe('the freight list query on the wire', () => {
  it('sends every value of a multi-value filter as a repeated key', () => {
    const url = buildUrl(
      '',
      '/api/freight',
      freightQueryParams({
        ...DEFAULT_FREIGHT_QUERY,
        filters: { status: ['in_transit', 'customs'], mode: ['sea', 'air'], carrier: 'MSC' },
      }),
    );
    const params = new URL(url, 'http://x.test').searchParams;
    expect(params.getAll('status')).toEqual(['in_transit', 'customs']);
    expect(params.getAll('mode')).toEqual(['sea', 'air']);
    expect(params.getAll('carrier')).toEqual(['MSC']);
  });

  it('leaves an empty multi-value filter out', () => {
    const url = buildUrl('', '/api/freight', freightQueryParams({ ...DEFAULT_FREIGHT_QUERY, filters: { status: [] } }));
    expect(new URL(url, 'http://x.test').searchParams.has('status')).toBe(false);
  });
});
