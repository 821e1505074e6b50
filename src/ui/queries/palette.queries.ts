import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactUseCases } from '../../application/contacts/contact.use-cases';
import type { FreightUseCases } from '../../application/freight/freight.use-cases';
import type { ProductUseCases } from '../../application/products/product.use-cases';

/** How many records of each kind the command palette shows for what was typed. */
export const PALETTE_HITS = 5;

/**
 * The command palette's records for a text: shipments (reference, transport document, parties, carrier), contacts
 * and products, each through its own use case's search, asked at the same time. Kinds the person may not see are
 * left out (null use case).
 */
export const paletteQueries = {
  find: (
    text: string,
    useCases: {
      readonly freight: FreightUseCases | null;
      readonly contacts: ContactUseCases | null;
      readonly products: ProductUseCases | null;
    },
  ) =>
    queryOptions({
      queryKey: ['palette', text, !!useCases.freight, !!useCases.contacts, !!useCases.products],
      queryFn: async ({ signal }) => {
        const [shipments, contacts, products] = await Promise.all([
          useCases.freight
            ? useCases.freight
                .list({ text, filters: {}, sort: null, page: 1, pageSize: PALETTE_HITS }, signal)
                .then((page) => page.items)
            : [],
          useCases.contacts ? useCases.contacts.search(text, { limit: PALETTE_HITS, signal }) : [],
          useCases.products ? useCases.products.search(text, { limit: PALETTE_HITS, signal }) : [],
        ]);
        return { shipments, contacts, products };
      },
      enabled: text.trim() !== '',
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
};
