import { describe, expect, it } from 'vitest';
import { createFreightIndex, DEFAULT_FREIGHT_QUERY, queryFreight } from '../../../src/domain/freight/freight-query';
import { declaredValueBrlMinor } from '../../../src/domain/freight/freight-totals';
import { aFreight, aLine } from './freight-test-data';

// One line of 1 unit at `minor`, EXW so the declared value is the goods alone.
const shipment = (id: string, currency: 'USD' | 'CNY' | 'BRL', minor: number, rateMicros: number | null) =>
  aFreight({
    id,
    reference: `FR-2026-00000${id}`,
    incoterm: 'EXW',
    currency,
    lines: [aLine({ quantityMilli: 1000, unitValueMinor: minor })],
    exchangeRate: rateMicros === null ? null : { rateMicros, date: '2026-11-20' },
  });

const records = [
  shipment('1', 'CNY', 900_000, 760_000), // CN¥ 9,000.00 at 0.76 = R$ 6,840.00
  shipment('2', 'USD', 200_000, 5_400_000), // US$ 2,000.00 at 5.40 = R$ 10,800.00
  shipment('3', 'USD', 999_999_00, null), // no rate: last whatever its amount
  shipment('4', 'BRL', 700_000, null), // R$ 7,000.00, needs no rate
];

describe('sorting by declared value', () => {
  it('compares the values in BRL at each shipment rate', () => {
    expect(records.map(declaredValueBrlMinor)).toEqual([684_000, 1_080_000, null, 700_000]);
  });

  it('puts shipments without a rate last in both directions', () => {
    const index = createFreightIndex(records);
    const ids = (direction: 'asc' | 'desc') =>
      queryFreight(index, { ...DEFAULT_FREIGHT_QUERY, sort: { field: 'declaredValue', direction } }).items.map(
        (r) => r.id,
      );
    expect(ids('asc')).toEqual(['1', '4', '2', '3']);
    expect(ids('desc')).toEqual(['2', '4', '1', '3']);
  });
});
