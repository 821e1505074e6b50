import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadNfeXmlReader } from '../../../src/adapters/nfe/nfe-xml-reader.lazy';
import { importNfe, type NfeImportShipment } from '../../../src/application/freight/nfe-import';
import { aLine } from '../../domain/freight/freight-test-data';
import { GREEN_COFFEE } from '../../domain/trade/nfe/nfe-test-data';

const fixture = (name: string) => readFileSync(resolve(__dirname, '../../fixtures/nfe', name), 'utf8');
const deps = { loadReader: loadNfeXmlReader };
const RATE = { rateMicros: 5_000_000, date: '2026-03-09', source: 'ptax' as const };

function aShipment(patch: Partial<NfeImportShipment> = {}): NfeImportShipment {
  return {
    shipper: { id: 'c-1', name: 'Café Serra Azul', country: 'BR', taxId: '11.222.333/0001-81' },
    currency: 'USD',
    exchangeRate: RATE,
    lines: [],
    packages: 12,
    ...patch,
  };
}

const GREEN = GREEN_COFFEE;

describe('importNfe', () => {
  it('proposes the lines of an empty invoice, naming the items no product matches', async () => {
    const result = await importNfe(deps, {
      files: [fixture('export-authorised.xml')],
      shipment: aShipment(),
      products: [GREEN],
    });
    if (!result.ok || result.outcome.kind !== 'fill') throw new Error('expected a fill proposal');
    expect(result.documents.map((d) => d.number)).toEqual(['4521']);
    expect(result.outcome.proposal.lines.map((l) => [l.productId, l.quantityMilli, l.unitValueMinor])).toEqual([
      ['p-green', 6_000_000, 570],
      [null, 1_200_000, 1248],
      [null, 300_000, 82],
    ]);
    expect(result.outcome.proposal.unmatched.map((u) => u.code)).toEqual(['CAFE-002', 'EMB-010']);
  });

  it('reconciles with an invoice that has lines', async () => {
    const lines = [
      aLine({ quantityMilli: 6_000_000, unitValueMinor: 570, netWeightGrams: 6_000_000, grossWeightGrams: 6_300_000 }),
      aLine({
        id: 'l2',
        ncmCode: '09012100',
        quantityMilli: 1_200_000,
        unitValueMinor: 1248,
        unitValueTenThousandths: 124_750,
        netWeightGrams: 1_200_000,
        grossWeightGrams: 1_260_000,
      }),
      aLine({
        id: 'l3',
        ncmCode: '48191000',
        unit: 'pcs',
        quantityMilli: 300_000,
        unitValueMinor: 82,
        unitValueTenThousandths: 8250,
        netWeightGrams: 300_000,
        grossWeightGrams: 300_500,
      }),
    ];
    const result = await importNfe(deps, {
      files: [fixture('export-authorised.xml')],
      shipment: aShipment({ lines }),
      products: [],
    });
    expect(result).toMatchObject({
      ok: true,
      outcome: { kind: 'reconciliation', reconciliation: { differences: [], agrees: true } },
    });
  });

  it('refuses the whole import, naming each file and its fault', async () => {
    const files = [fixture('export-authorised.xml'), fixture('denied-110.xml'), fixture('doctype-entity.xml')];
    const result = await importNfe(deps, { files, shipment: aShipment(), products: [] });
    expect(result).toEqual({
      ok: false,
      refusals: [
        { file: 1, problem: { code: 'nfe.protocol.notAuthorised', status: 110 } },
        { file: 2, problem: { code: 'nfe.doctype' } },
        { file: null, problem: { code: 'nfe.duplicate', key: '35260311222333000181550010000045211304817269' } },
      ],
    });
  });

  it('refuses NF-e of another issuer than the shipper, and a shipper without CNPJ', async () => {
    const other = await importNfe(deps, { files: [fixture('other-issuer.xml')], shipment: aShipment(), products: [] });
    expect(other).toMatchObject({ ok: false, refusals: [{ file: 0, problem: { code: 'nfe.issuer.notShipper' } }] });
    const noTaxId = await importNfe(deps, {
      files: [fixture('export-authorised.xml')],
      shipment: aShipment({ shipper: { id: 'c-1', name: 'X', country: 'BR' } }),
      products: [],
    });
    expect(noTaxId).toMatchObject({ ok: false, refusals: [{ file: 0, problem: { code: 'nfe.shipper.noCnpj' } }] });
  });

  it('needs a file, and a rate to fill a foreign-currency invoice', async () => {
    expect(await importNfe(deps, { files: [], shipment: aShipment(), products: [] })).toEqual({
      ok: false,
      refusals: [{ file: null, problem: { code: 'nfe.noFiles' } }],
    });
    const noRate = await importNfe(deps, {
      files: [fixture('export-authorised.xml')],
      shipment: aShipment({ exchangeRate: null }),
      products: [],
    });
    expect(noRate).toEqual({
      ok: false,
      refusals: [{ file: null, problem: { code: 'nfe.fill.noExchangeRate', currency: 'USD' } }],
    });
  });
});
