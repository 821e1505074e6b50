import { contactDisplayName } from '../../domain/contact/contact';
import type { ContactRepository } from '../ports/contact-repository.port';
import type { FreightPartyLookup } from '../ports/freight-party-lookup.port';
import type { ProductRepository } from '../ports/product-repository.port';

/** The freight pickers over the master-data repositories. */
export function freightLookupFromMasterData(
  contacts: ContactRepository,
  products: ProductRepository,
): FreightPartyLookup {
  return {
    async searchParties(text, role, signal) {
      const found = await contacts.search(text, { role, limit: 10, ...(signal ? { signal } : {}) });
      return found.map((c) => ({ id: c.id, name: c.company.trim() || contactDisplayName(c), country: c.country }));
    },
    async searchProducts(text, signal) {
      const found = await products.search(text, { limit: 10, ...(signal ? { signal } : {}) });
      return found.map((p) => ({
        id: p.id,
        code: p.code,
        descriptionEn: p.descriptionEn,
        descriptionPt: p.descriptionPt,
        hsCode: p.hsCode,
        ncmCode: p.ncmCode,
        unit: p.unit,
        unitPrice: p.unitPrice,
        netWeightGramsPerUnit: p.netWeightGrams,
        grossWeightGramsPerUnit: p.grossWeightGrams,
        countryOfOrigin: p.countryOfOrigin,
      }));
    },
  };
}
