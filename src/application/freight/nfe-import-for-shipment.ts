import type { FreightPartyLookup, FreightProductOption } from '../ports/freight-party-lookup.port';
import { importNfe, type NfeImportResult, type NfeImportShipment, type NfeReader } from './nfe-import';

export interface NfeImportForShipmentDeps {
  readonly loadReader: () => Promise<NfeReader>;
  /** Null when the backend has no product master data to look in. */
  readonly lookup: Pick<FreightPartyLookup, 'searchProducts'> | null;
}

/**
 * The NF-e import as the shipment form runs it: which products to match the items against is only known once the
 * files are read, so an empty invoice is read once without products, the products are looked up by each unmatched
 * item's code and NCM (the picker's search, which covers both), and the import runs again with what was found.
 */
export async function importNfeForShipment(
  deps: NfeImportForShipmentDeps,
  files: readonly string[],
  shipment: NfeImportShipment,
): Promise<NfeImportResult> {
  const run = (products: readonly FreightProductOption[]) =>
    importNfe({ loadReader: deps.loadReader }, { files, shipment, products });
  const first = await run([]);
  const { lookup } = deps;
  if (!lookup || !first.ok || first.outcome.kind !== 'fill' || first.outcome.proposal.unmatched.length === 0) {
    return first;
  }
  const texts = new Set(first.outcome.proposal.unmatched.flatMap((item) => [item.code, item.ncm]));
  const found = (await Promise.all([...texts].map((text) => lookup.searchProducts(text)))).flat();
  const byId = new Map(found.map((product) => [product.id, product]));
  return byId.size === 0 ? first : run([...byId.values()]);
}
