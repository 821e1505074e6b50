import { describe, expect, it } from 'vitest';
import { freightToCsv } from '../../../src/domain/freight/freight-csv';
import { aFreight, aLine } from './freight-test-data';

describe('freightToCsv', () => {
  it('writes a header and exact figures per shipment', () => {
    const csv = freightToCsv(
      [
        aFreight({
          lines: [aLine({ quantityMilli: 1500, unitValueMinor: 1999 })],
          freightValueMinor: 500,
          insuranceValueMinor: 100,
          exchangeRate: { rateMicros: 5_000_000, date: '2026-11-20' },
        }),
      ],
      {},
    );
    const [header, row] = csv.trim().split('\r\n');
    expect(header?.split(',')).toContain('Declared value BRL');
    expect(row).toBe(
      'FR-2026-000001,draft,air_express,DHL Express,,Café Paulista Exportadora,Hamburg Kaffee GmbH,BR,DE,2026-11-25,2026-11-28,CIF,USD,29.98,35.98,179.90,1,1.000,1.100',
    );
  });

  it('neutralises formulas typed into party names and starts with a BOM by default', () => {
    const csv = freightToCsv([aFreight({ consignee: { id: 'x', name: '=HYPERLINK("http://evil")', country: 'US' } })]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
  });
});
