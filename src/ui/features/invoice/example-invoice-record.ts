import { type FreightRecord } from '../../../domain/freight/freight-record';
import { newFreightDraft } from '../../../domain/freight/freight-record-builders';

const by = { id: 'example', name: 'FreightDesk' };

/** A fixed, realistic shipment for the example invoice page (spec defaults: CIF, USD, Commercial, DHL ...). */
export const exampleInvoiceRecord: FreightRecord = {
  ...newFreightDraft({ id: 'example', reference: 'FR-2026-000123', at: '2026-11-18T10:00:00.000Z', by }),
  status: 'booked',
  shipper: { id: 'c-01', name: 'Café Paulista Exportadora Ltda', country: 'BR' },
  consignee: { id: 'c-04', name: 'Hamburg Kaffee GmbH', country: 'DE' },
  destinationCountry: 'DE',
  transportDocument: '1234567890',
  shipDate: '2026-11-20',
  eta: '2026-11-24',
  packages: 3,
  freightValueMinor: 18_500,
  insuranceValueMinor: 2_250,
  exchangeRate: { rateMicros: 5_432_100, date: '2026-11-19' },
  lines: [
    {
      id: 'l1',
      productId: 'p-01',
      description: 'Green coffee beans, arabica, specialty grade',
      hsCode: '090111',
      ncmCode: '09011110',
      quantityMilli: 60_000,
      unit: 'kg',
      unitValueMinor: 1_250,
      discount: { kind: 'none' },
      netWeightGrams: 60_000,
      grossWeightGrams: 61_200,
      countryOfOrigin: 'BR',
    },
    {
      id: 'l2',
      productId: 'p-04',
      description: 'Cachaça, 700 ml bottle',
      hsCode: '220840',
      ncmCode: '22084000',
      quantityMilli: 24_000,
      unit: 'pcs',
      unitValueMinor: 1_190,
      discount: { kind: 'percent', basisPoints: 500 },
      netWeightGrams: 30_000,
      grossWeightGrams: 36_000,
      countryOfOrigin: 'BR',
    },
  ],
};
