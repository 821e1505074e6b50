import { EMPTY_CONTACT, type ContactFields } from '../../../src/domain/contact/contact';
import { EMPTY_PRODUCT, type ProductFields } from '../../../src/domain/product/product';

/** Valid records for the repository contracts; `tag` keeps texts unique per test. */
export function sampleContact(tag: string, overrides: Partial<ContactFields> = {}): ContactFields {
  return {
    ...EMPTY_CONTACT,
    firstname: `Zelda${tag}`,
    lastname: 'Contract',
    company: `Contract ${tag} Ltda`,
    city: 'Santos',
    country: 'BR',
    email: `zelda${tag.toLowerCase()}@contract.example`,
    roles: ['shipper'],
    ...overrides,
  };
}

export function sampleProduct(tag: string, overrides: Partial<ProductFields> = {}): ProductFields {
  return {
    ...EMPTY_PRODUCT,
    code: `CT-${tag}`.toUpperCase(),
    descriptionPt: `Produto de contrato ${tag}`,
    descriptionEn: `Contract product ${tag}`,
    hsCode: '090111',
    ncmCode: '09011110',
    unit: 'kg',
    unitPrice: { minor: 1250, currency: 'USD' },
    netWeightGrams: 1000,
    grossWeightGrams: 1100,
    countryOfOrigin: 'BR',
    active: true,
    ...overrides,
  };
}

export const firstPage = { filters: {}, sort: null, page: 1, pageSize: 50 } as const;
