import { freightListConfig, freightSearchText, type FreightFilterField } from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import type { FreightSortField } from '../../domain/freight/freight-sort-fields';
import type { FilterScalar, SortKey } from '../../domain/shared/list-query';
import {
  freightFixtureId,
  seededFreightCount,
  seedFreight,
  seedFreightInSlices,
  type FreightFixtureInput,
  type SeededFreight,
  type UnnumberedFreightRecord,
} from '../mock/fixtures/freight.fixture';

/**
 * The shipments table of the in-memory database: a Map of id -> record to whoever reads or writes it, but the
 * seeded shipments are not held as records. Seeding makes each once and keeps only what the list reads of it (its
 * sort, filter and search keys, the parties, products and people it names); a seeded record is made again when it
 * is read. What was written since (a saved, created or deleted shipment) is held as records, as in any Map.
 * 100,000 seeded shipments hold about a third of the memory their records would.
 *
 * Iteration keeps a Map's order: the seeded shipments in seed order (a saved one in its place), then the others
 * in the order they were first written.
 */

const SORT_FIELDS = Object.keys(freightListConfig.sortKeys) as FreightSortField[];
const FILTER_FIELDS = Object.keys(freightListConfig.filterKeys ?? {}) as FreightFilterField[];
const SORT_KEYS = SORT_FIELDS.map((field) => freightListConfig.sortKeys[field]);
const FILTER_KEYS = FILTER_FIELDS.map(
  (field) => freightListConfig.filterKeys?.[field] ?? ((): FilterScalar | null => null),
);

type SortKeyOf = (record: FreightRecord) => SortKey;
type FilterKeyOf = (record: FreightRecord) => FilterScalar | null;

/** What the list and the reference checks read of one shipment. */
export interface FreightKeys {
  readonly search: string;
  readonly sort: Readonly<Record<FreightSortField, SortKey>>;
  readonly filter: Readonly<Record<FreightFilterField, FilterScalar | null>>;
  readonly shipper: string | null;
  readonly consignee: string | null;
  readonly products: readonly string[];
  /** The ids of everyone who created, saved or moved it, joined by NUL (one text per distinct group). */
  readonly actors: string;
}

/** Everyone who created, saved or moved a shipment, as ids joined by NUL (a few people: no set needed). */
function actorsOf(record: UnnumberedFreightRecord): string {
  const ids: string[] = [record.audit.createdBy.id];
  const add = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  add(record.audit.updatedBy.id);
  for (const change of record.history) add(change.by.id);
  return ids.sort().join('\u0000');
}

function productsOf(record: UnnumberedFreightRecord): string[] {
  const ids: string[] = [];
  for (const line of record.lines) if (line.productId) ids.push(line.productId);
  return ids;
}

export function freightKeysOf(record: UnnumberedFreightRecord): FreightKeys {
  const full = record as FreightRecord;
  const sort = {} as Record<FreightSortField, SortKey>;
  for (const field of SORT_FIELDS) sort[field] = freightListConfig.sortKeys[field](full);
  const filter = {} as Record<FreightFilterField, FilterScalar | null>;
  for (const field of FILTER_FIELDS) filter[field] = freightListConfig.filterKeys?.[field](full) ?? null;
  return {
    search: freightSearchText(full),
    sort,
    filter,
    shipper: record.shipper?.id ?? null,
    consignee: record.consignee?.id ?? null,
    products: productsOf(record),
    actors: actorsOf(record),
  };
}

/**
 * The keys of every seeded shipment, a column per key (one array each, not an object per shipment), written straight
 * from each record as seeding makes it.
 */
class KeyColumns {
  readonly search: string[];
  readonly sort: SortKey[][];
  readonly filter: (FilterScalar | null)[][];
  readonly shipper: (string | null)[];
  readonly consignee: (string | null)[];
  readonly products: (readonly string[])[];
  readonly actors: string[];
  // Few distinct groups of people and of products: one array or text per group, not one per shipment.
  private readonly actorGroups = new Map<string, string>();
  private readonly productGroups = new Map<string, readonly string[]>();

  constructor(count: number) {
    const column = <T>(): T[] => new Array<T>(count);
    this.search = column();
    this.sort = SORT_FIELDS.map(() => column());
    this.filter = FILTER_FIELDS.map(() => column());
    this.shipper = column();
    this.consignee = column();
    this.products = column();
    this.actors = column();
  }

  put(i: number, record: UnnumberedFreightRecord): void {
    const full = record as FreightRecord;
    this.search[i] = freightSearchText(full);
    for (let f = 0; f < SORT_KEYS.length; f += 1) (this.sort[f] as SortKey[])[i] = (SORT_KEYS[f] as SortKeyOf)(full);
    for (let f = 0; f < FILTER_KEYS.length; f += 1) {
      (this.filter[f] as (FilterScalar | null)[])[i] = (FILTER_KEYS[f] as FilterKeyOf)(full);
    }
    this.shipper[i] = record.shipper?.id ?? null;
    this.consignee[i] = record.consignee?.id ?? null;
    const products = productsOf(record);
    const productKey = products.join('\u0000');
    let group = this.productGroups.get(productKey);
    if (!group) {
      group = products;
      this.productGroups.set(productKey, group);
    }
    this.products[i] = group;
    const actors = actorsOf(record);
    let actorGroup = this.actorGroups.get(actors);
    if (actorGroup === undefined) {
      actorGroup = actors;
      this.actorGroups.set(actors, actors);
    }
    this.actors[i] = actorGroup;
  }

  at(i: number): FreightKeys {
    const sort = {} as Record<FreightSortField, SortKey>;
    for (const field of SORT_FIELDS) sort[field] = this.sortKey(field, i);
    const filter = {} as Record<FreightFilterField, FilterScalar | null>;
    for (const field of FILTER_FIELDS) filter[field] = this.filterKey(field, i);
    return {
      search: this.search[i] ?? '',
      sort,
      filter,
      shipper: this.shipper[i] ?? null,
      consignee: this.consignee[i] ?? null,
      products: this.products[i] ?? [],
      actors: this.actors[i] ?? '',
    };
  }

  sortKey(field: FreightSortField, i: number): SortKey {
    return this.sort[SORT_FIELDS.indexOf(field)]?.[i] ?? null;
  }

  filterKey(field: FreightFilterField, i: number): FilterScalar | null {
    return this.filter[FILTER_FIELDS.indexOf(field)]?.[i] ?? null;
  }
}

/**
 * The table as one version of it is read: positions 0..seeded-1 are the seeded shipments (those deleted are not
 * `live`), then the shipments written that were never seeded. Keys come from the seeded columns or, for a written
 * shipment, from its record.
 */
export interface FreightRows {
  readonly size: number;
  live(position: number): boolean;
  record(position: number): FreightRecord;
  id(position: number): string;
  keys(position: number): FreightKeys;
  sortKey(field: FreightSortField, position: number): SortKey;
  filterKey(field: FreightFilterField, position: number): FilterScalar | null;
  search(position: number): string;
}

const CACHED_RECORDS = 256;

export class FreightTable extends Map<string, FreightRecord> {
  private source: SeededFreight | null = null;
  private columns: KeyColumns | null = null;
  private readonly removed = new Set<string>();
  // Seeded records made lately, so reading one twice gives the same object and does not make it again.
  private readonly made = new Map<number, FreightRecord>();

  /** Replaces the whole table with a seeding's shipments (made once now, to keep their keys). */
  seed(input: FreightFixtureInput): SeededFreight {
    const columns = new KeyColumns(seededFreightCount(input));
    return this.seeded(
      seedFreight(input, (record, i) => columns.put(i, record)),
      columns,
    );
  }

  /** The same, a slice at a time with `pause` between slices; the table is empty until it is done. */
  async seedInSlices(input: FreightFixtureInput, pause: () => Promise<void>): Promise<SeededFreight> {
    this.clear();
    const columns = new KeyColumns(seededFreightCount(input));
    return this.seeded(await seedFreightInSlices(input, (record, i) => columns.put(i, record), pause), columns);
  }

  private seeded(source: SeededFreight, columns: KeyColumns): SeededFreight {
    this.clear();
    this.source = source;
    this.columns = columns;
    return source;
  }

  private seededIndex(id: string): number {
    return this.source ? this.source.indexOf(id) : -1;
  }

  private make(i: number): FreightRecord {
    const found = this.made.get(i);
    if (found) return found;
    const record = (this.source as SeededFreight).at(i);
    if (this.made.size >= CACHED_RECORDS) this.made.delete(this.made.keys().next().value as number);
    this.made.set(i, record);
    return record;
  }

  override get(id: string): FreightRecord | undefined {
    const written = super.get(id);
    if (written) return written;
    const i = this.seededIndex(id);
    return i >= 0 && !this.removed.has(id) ? this.make(i) : undefined;
  }

  override has(id: string): boolean {
    return super.has(id) || (this.seededIndex(id) >= 0 && !this.removed.has(id));
  }

  override set(id: string, record: FreightRecord): this {
    this.removed.delete(id);
    return super.set(id, record);
  }

  override delete(id: string): boolean {
    const i = this.seededIndex(id);
    if (i < 0) return super.delete(id);
    if (this.removed.has(id)) return false;
    super.delete(id);
    this.removed.add(id);
    return true;
  }

  override clear(): void {
    super.clear();
    this.removed.clear();
    this.made.clear();
    this.source = null;
    this.columns = null;
  }

  override get size(): number {
    let writtenUnseeded = 0;
    for (const id of super.keys()) if (this.seededIndex(id) < 0) writtenUnseeded += 1;
    return (this.source?.count ?? 0) - this.removed.size + writtenUnseeded;
  }

  override *entries(): MapIterator<[string, FreightRecord]> {
    const count = this.source?.count ?? 0;
    for (let i = 0; i < count; i += 1) {
      const id = freightFixtureId(i);
      if (this.removed.has(id)) continue;
      yield [id, super.get(id) ?? this.make(i)];
    }
    for (const entry of super.entries()) if (this.seededIndex(entry[0]) < 0) yield entry;
  }

  override [Symbol.iterator](): MapIterator<[string, FreightRecord]> {
    return this.entries();
  }

  override *keys(): MapIterator<string> {
    for (const [id] of this.entries()) yield id;
  }

  override *values(): MapIterator<FreightRecord> {
    for (const [, record] of this.entries()) yield record;
  }

  override forEach(callback: (value: FreightRecord, key: string, map: Map<string, FreightRecord>) => void): void {
    for (const [id, record] of this.entries()) callback(record, id, this);
  }

  /** What changed since the seeding: the records written (saved or created) and the seeded ids deleted. */
  delta(): { changed: FreightRecord[]; removed: string[] } {
    return { changed: [...super.values()], removed: [...this.removed] };
  }

  /** Back to the seeding, then the given changes (a snapshot of another visit or tab). */
  applyDelta(delta: { readonly changed: readonly FreightRecord[]; readonly removed: readonly string[] }): void {
    super.clear();
    this.removed.clear();
    this.made.clear();
    for (const id of delta.removed) if (this.seededIndex(id) >= 0) this.removed.add(id);
    for (const record of delta.changed) super.set(record.id, record);
  }

  /** The table as it stands now, for the list's index (take a new one after each write). */
  rows(): FreightRows {
    const count = this.source?.count ?? 0;
    const columns = this.columns;
    const written = new Map<number, FreightRecord>();
    const unseeded: FreightRecord[] = [];
    for (const [id, record] of super.entries()) {
      const i = this.seededIndex(id);
      if (i >= 0) written.set(i, record);
      else unseeded.push(record);
    }
    const removed = new Set<number>();
    for (const id of this.removed) removed.add(this.seededIndex(id));
    const keysOfWritten = new Map<number, FreightKeys>();
    const writtenKeys = (position: number): FreightKeys | null => {
      const record = position >= count ? unseeded[position - count] : written.get(position);
      if (!record) return null;
      let keys = keysOfWritten.get(position);
      if (!keys) {
        keys = freightKeysOf(record);
        keysOfWritten.set(position, keys);
      }
      return keys;
    };
    const record = (position: number): FreightRecord =>
      position >= count
        ? (unseeded[position - count] as FreightRecord)
        : (written.get(position) ?? this.make(position));
    return {
      size: count + unseeded.length,
      live: (position) => !removed.has(position),
      record,
      id: (position) =>
        position >= count ? (unseeded[position - count] as FreightRecord).id : freightFixtureId(position),
      keys: (position) => writtenKeys(position) ?? (columns as KeyColumns).at(position),
      sortKey: (field, position) => {
        const keys = writtenKeys(position);
        return keys ? keys.sort[field] : (columns as KeyColumns).sortKey(field, position);
      },
      filterKey: (field, position) => {
        const keys = writtenKeys(position);
        return keys ? keys.filter[field] : (columns as KeyColumns).filterKey(field, position);
      },
      search: (position) => writtenKeys(position)?.search ?? (columns as KeyColumns).search[position] ?? '',
    };
  }
}
