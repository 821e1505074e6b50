import {
  FREIGHT_MODES,
  FREIGHT_STATUSES,
  type FreightMode,
  type FreightStatus,
} from '../../../domain/freight/freight-options';
import {
  createFreightIndex,
  FREIGHT_SORT_FIELDS,
  queryFreight,
  type FreightIndex,
  type FreightListQuery,
  type FreightSortField,
} from '../../../domain/freight/freight-query';
import type { FreightRecord, PartyRef } from '../../../domain/freight/freight-record';
import type { ListMatch } from '../../../domain/shared/list-query';
import { createContactFixture } from '../fixtures/contact.fixture';
import { FALLBACK_PARTIES, FALLBACK_PRODUCTS } from '../fixtures/freight-fallback.fixture';
import { createProductFixture } from '../fixtures/product.fixture';
import { createUsersFixture, USERS_TABLE } from '../fixtures/users.fixture';
import { generateFreightRecords, type FreightFixtureProduct } from '../fixtures/freight.fixture';
import { queryInt, queryString } from '../mock-responses';
import type { MockContext, MockRequest } from '../mock-server';

export const FREIGHT_TABLE = 'freight';
const MAX_PAGE_SIZE = 500;

interface ContactRow {
  id: string;
  company?: string;
  firstname?: string;
  lastname?: string;
  country?: string;
  roles?: readonly string[];
}
interface ProductRow {
  id: string;
  descriptionEn?: string;
  hsCode?: string;
  ncmCode?: string;
  unit?: FreightFixtureProduct['unit'];
  unitPrice?: { minor: number; currency: string };
  netWeightGrams?: number;
  grossWeightGrams?: number;
}

/**
 * Seeds from the master data's own seeded records when those tables exist, so shipments point at real
 * contacts and products. The seeded records, not the live tables: a contact someone created before the
 * first freight request must not become part of a seeded shipment (it could then never be deleted).
 */
export function seedFreight(context: MockContext): FreightRecord[] {
  const contacts: PartyRef[] = context.db.has('contacts')
    ? (createContactFixture(context.seed) as readonly ContactRow[])
        .filter(
          (c) =>
            !c.roles ||
            (c.roles.includes('shipper') && c.country === 'BR') ||
            (c.roles.includes('consignee') && c.country !== 'BR'),
        )
        .map((c) => ({
          id: c.id,
          name: (c.company ?? '').trim() || `${c.firstname ?? ''} ${c.lastname ?? ''}`.trim(),
          country: c.country ?? '',
        }))
        .filter((c) => c.name !== '' && /^[A-Z]{2}$/.test(c.country))
    : [];
  const products: FreightFixtureProduct[] = context.db.has('products')
    ? (createProductFixture(context.seed) as readonly ProductRow[])
        .filter((p) => p.hsCode && /^\d{6}$/.test(p.hsCode) && p.unit && p.unitPrice?.currency === 'USD')
        .map((p) => ({
          id: p.id,
          description: p.descriptionEn ?? '',
          hsCode: p.hsCode ?? '',
          ncmCode: p.ncmCode && p.ncmCode.startsWith(p.hsCode ?? '') ? p.ncmCode : '',
          unit: p.unit ?? 'pcs',
          unitPriceUsdMinor: p.unitPrice?.minor ?? 100,
          netWeightGramsPerUnit: p.netWeightGrams ?? 0,
          grossWeightGramsPerUnit: Math.max(p.grossWeightGrams ?? 0, p.netWeightGrams ?? 0),
        }))
        .filter((p) => p.description !== '')
    : [];
  const hasBoth = (list: readonly PartyRef[]) =>
    list.some((c) => c.country === 'BR') && list.some((c) => c.country !== 'BR');
  // Seeded shipments are the work of the Admin and Staff accounts (so removing them deactivates
  // instead of deleting); the Demo account is left without history, so the delete path can be tried too.
  const staff = context.db.has(USERS_TABLE)
    ? createUsersFixture()
        .filter((u) => u.id !== 'u-demo')
        .map((u) => ({ id: u.id, name: u.name }))
    : undefined;
  return generateFreightRecords({
    seed: context.seed,
    count: context.freightCount,
    ...(staff ? { staff } : {}),
    contacts: hasBoth(contacts) ? contacts : FALLBACK_PARTIES,
    products: products.length > 0 ? products : FALLBACK_PRODUCTS,
    today: context.now().toISOString().slice(0, 10),
  });
}

/** The list query from URL parameters; unknown values are dropped rather than failing the list. */
export function readFreightQuery(request: MockRequest): FreightListQuery {
  const list = (key: string): string[] => {
    const raw = request.query[key];
    if (raw === undefined) return [];
    return (Array.isArray(raw) ? raw : [raw as string]).flatMap((v) => v.split(','));
  };
  const status = list('status').filter((s): s is FreightStatus => (FREIGHT_STATUSES as readonly string[]).includes(s));
  const mode = list('mode').filter((m): m is FreightMode => (FREIGHT_MODES as readonly string[]).includes(m));
  const [field, direction] = (queryString(request, 'sort') ?? '').split(':');
  const sortField = (FREIGHT_SORT_FIELDS as readonly string[]).includes(field ?? '')
    ? (field as FreightSortField)
    : null;
  const optional = (key: string) => {
    const value = queryString(request, key);
    return value ? value : undefined;
  };
  return {
    text: queryString(request, 'text') ?? '',
    filters: {
      status,
      mode,
      ...(optional('carrier') ? { carrier: optional('carrier') } : {}),
      ...(optional('destination') ? { destination: optional('destination') } : {}),
      ...(optional('shipDateFrom') ? { shipDateFrom: optional('shipDateFrom') } : {}),
      ...(optional('shipDateTo') ? { shipDateTo: optional('shipDateTo') } : {}),
    },
    sort: sortField ? { field: sortField, direction: direction === 'desc' ? 'desc' : 'asc' } : null,
    page: Math.max(1, queryInt(request, 'page') ?? 1),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, queryInt(request, 'pageSize') ?? 25)),
  };
}

/**
 * The index over the table, rebuilt only after a write; the last match is kept so that the next
 * keystroke narrows it instead of scanning every record again.
 */
export function createFreightIndexCache(records: () => FreightRecord[]) {
  let index: FreightIndex | null = null;
  let last: ListMatch | null = null;
  const current = (): FreightIndex => {
    if (!index) {
      index = createFreightIndex(records());
      last = null;
    }
    return index;
  };
  return {
    query(query: FreightListQuery) {
      const result = queryFreight(current(), query, last);
      last = result.match;
      return result;
    },
    all(query: FreightListQuery): readonly FreightRecord[] {
      return queryFreight(current(), { ...query, page: 1, pageSize: Math.max(1, records().length) }).items;
    },
    invalidate() {
      index = null;
      last = null;
    },
  };
}
