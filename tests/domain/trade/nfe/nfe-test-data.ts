import { accessKeyCheckDigit } from '../../../../src/domain/trade/nfe/nfe-access-key';
import type { NfeDocument, NfeItem } from '../../../../src/domain/trade/nfe/nfe-document';
import type { FreightProductOption } from '../../../../src/application/ports/freight-party-lookup.port';

export const SHIPPER_CNPJ = '11.222.333/0001-81';
const BODY = '3526031122233300018155001000004521130481726';
/** The key of the sound export NF-e below (its digit computed, not typed). */
export const KEY = `${BODY}${accessKeyCheckDigit(BODY)}`;

/** Item 1 of the sound NF-e: 6,000 kg of green coffee at R$ 28.50, unless patched. */
export function anItem(patch: Partial<NfeItem> = {}): NfeItem {
  return {
    position: 1,
    code: 'CAFE-001',
    description: 'CAFE VERDE ARABICA EM GRAOS',
    ncm: '09011110',
    cfop: '7101',
    unit: 'KG',
    quantityTenThousandths: 60_000_000,
    unitValueTenThousandths: 285_000,
    totalBrlCents: 17_100_000,
    discountBrlCents: 0,
    ...patch,
  };
}

/** An authorised export NF-e of the shipper, two items, one volume of 10 pallets, unless patched. */
export function aNfe(patch: Partial<NfeDocument> = {}): NfeDocument {
  return {
    id: `NFe${KEY}`,
    key: KEY,
    model: '55',
    series: '1',
    number: '4521',
    issueDate: '2026-03-10',
    issuerTaxId: '11222333000181',
    issuerName: 'CAFE SERRA AZUL EXPORTADORA LTDA',
    recipientName: 'HAMBURG KAFFEE IMPORT GMBH',
    recipientCountryCode: '0230',
    recipientCountryName: 'ALEMANHA',
    recipientUf: 'EX',
    items: [
      anItem(),
      anItem({
        position: 2,
        code: 'CAFE-002',
        description: 'CAFE TORRADO EM GRAOS',
        ncm: '09012100',
        quantityTenThousandths: 12_000_000,
        unitValueTenThousandths: 623_750,
        totalBrlCents: 7_485_000,
      }),
    ],
    volumes: [{ count: 10, kind: 'PALLETS', netWeightGrams: 7_200_000, grossWeightGrams: 7_560_000 }],
    protocol: { status: 100, key: KEY, number: '135260000452113' },
    ...patch,
  };
}

/** The product the fixtures' first item is: matched by its code (CAFE-001) or its NCM. */
export const GREEN_COFFEE: FreightProductOption = {
  id: 'p-green',
  code: 'CAFE-001',
  descriptionEn: 'Green arabica coffee beans',
  descriptionPt: 'Café verde arábica em grãos',
  hsCode: '090111',
  ncmCode: '09011110',
  unit: 'kg',
  unitPrice: { minor: 550, currency: 'USD' },
  netWeightGramsPerUnit: 1000,
  grossWeightGramsPerUnit: 1050,
  countryOfOrigin: 'BR',
};
