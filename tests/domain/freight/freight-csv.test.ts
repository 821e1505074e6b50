import { describe, expect, it } from 'vitest';
import { FREIGHT_CSV_COLUMNS } from '../../../src/domain/freight/freight-csv';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { recordsToCsv, type CsvOptions } from '../../../src/domain/shared/csv';
import { aFreight, aLine } from './freight-test-data';

// The list's export (recordsToCsv over these columns, as the list screen writes it).
const freightToCsv = (records: readonly FreightRecord[], options: CsvOptions = { bom: true }) =>
  recordsToCsv(records, FREIGHT_CSV_COLUMNS, options);

describe('the freight export columns', () => {
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
    expect(header?.split(',').slice(15, 20)).toEqual(['Declared value BRL', 'VMLE', 'VMCV', 'VMLE BRL', 'VMCV BRL']);
    // Under CIF the sale condition's value (VMCV) carries the freight and insurance; the goods at shipment (VMLE) not.
    expect(row).toBe(
      'FR-2026-000001,draft,air_express,DHL Express,,Café Paulista Exportadora,Hamburg Kaffee GmbH,BR,DE,2026-11-25,2026-11-28,CIF,USD,29.98,35.98,179.90,29.98,35.98,149.90,179.90,1,1.000,1.100',
    );
  });

  it('leaves the BRL DU-E figures empty while the shipment has no rate, and all of them without lines', () => {
    const [, noRate] = freightToCsv([aFreight({ exchangeRate: null })], {})
      .trim()
      .split('\r\n');
    expect(noRate?.split(',').slice(16, 20)).toEqual(['10.00', '10.00', '', '']);
    const [, noLines] = freightToCsv([aFreight({ lines: [] })], {})
      .trim()
      .split('\r\n');
    expect(noLines?.split(',').slice(16, 20)).toEqual(['', '', '', '']);
  });

  it('neutralises formulas typed into party names and starts with a BOM by default', () => {
    const csv = freightToCsv([aFreight({ consignee: { id: 'x', name: '=HYPERLINK("http://evil")', country: 'US' } })]);
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")"');
  });
});
