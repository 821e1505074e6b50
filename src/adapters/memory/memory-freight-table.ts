import { freightListConfig, freightSearchText, type FreightFilterField } from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import type { FreightSortField } from '../../domain/freight/freight-sort-fields';
import { pageBounds, type FilterScalar, type ListPage, type SortKey } from '../../domain/shared/list-query';
import { normaliseSortKey, type SortDirection } from '../../domain/shared/list-sort-order';
import {
  seededFreightCount,
  seedFreight,
  seedFreightInSlices,
  type FreightFixtureInput,
  type FreightMadeAhead,
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

/** What the reference checks read of one shipment: the parties, products and people it names. */
export interface FreightReferences {
  readonly shipper: string | null;
  readonly consignee: string | null;
  readonly products: readonly string[];
  /** The ids of everyone who created, saved or moved it, joined by NUL. */
  readonly actors: string;
}

type SortKeyOf = (record: FreightRecord) => SortKey;
type FilterKeyOf = (record: FreightRecord) => FilterScalar | null;

/** Everyone who created, saved or moved a shipment, by id, sorted (a few people: no set needed). */
function actorIdsOf(record: UnnumberedFreightRecord): string[] {
  const ids: string[] = [record.audit.createdBy.id];
  const add = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  add(record.audit.updatedBy.id);
  for (const change of record.history) add(change.by.id);
  return ids.sort();
}

interface GroupNode<T> {
  value: T | undefined;
  next: Map<string, GroupNode<T>> | undefined;
}

/**
 * Groups of ids kept once (few groups, many shipments): the same ids in the same order find the same value, through
 * a map per id, without building a text of the group to look it up by.
 */
class GroupPool<T> {
  private readonly root: GroupNode<T> = { value: undefined, next: undefined };

  find(ids: readonly string[], make: () => T): T {
    let node = this.root;
    for (const id of ids) {
      node.next ??= new Map();
      let child = node.next.get(id);
      if (!child) {
        child = { value: undefined, next: undefined };
        node.next.set(id, child);
      }
      node = child;
    }
    node.value ??= make();
    return node.value;
  }
}

const SORT_KEYS = SORT_FIELDS.map((field) => freightListConfig.sortKeys[field]);
const FILTER_KEYS = FILTER_FIELDS.map(
  (field) => freightListConfig.filterKeys?.[field] ?? ((): FilterScalar | null => null),
);
const SORT_INDEX = Object.fromEntries(SORT_FIELDS.map((field, f) => [field, f])) as Record<FreightSortField, number>;
const FILTER_INDEX = Object.fromEntries(FILTER_FIELDS.map((field, f) => [field, f])) as Record<
  FreightFilterField,
  number
>;

/**
 * What the list and the reference checks read of shipments, a column per key (one array each, not an object per
 * shipment): every seeded shipment's, written as seeding makes each record, or one written shipment's.
 */
class KeyColumns {
  private readonly search: string[];
  private readonly sort: SortKey[][];
  private readonly filter: (FilterScalar | null)[][];
  private readonly shipper: (string | null)[];
  private readonly consignee: (string | null)[];
  private readonly products: (readonly string[])[];
  private readonly actors: string[];
  // Few distinct groups of people and of products: one array or text per group, not one per shipment.
  private readonly actorGroups = new GroupPool<string>();
  private readonly productGroups = new GroupPool<readonly string[]>();

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

  /** The keys of one shipment (no list key reads the invoice number, which seeding gives a record last). */
  put(i: number, record: UnnumberedFreightRecord): this {
    const full = record as FreightRecord;
    this.search[i] = freightSearchText(full);
    for (let f = 0; f < SORT_KEYS.length; f += 1) (this.sort[f] as SortKey[])[i] = (SORT_KEYS[f] as SortKeyOf)(full);
    for (let f = 0; f < FILTER_KEYS.length; f += 1) {
      (this.filter[f] as (FilterScalar | null)[])[i] = (FILTER_KEYS[f] as FilterKeyOf)(full);
    }
    this.shipper[i] = record.shipper?.id ?? null;
    this.consignee[i] = record.consignee?.id ?? null;
    const products: string[] = [];
    for (const line of record.lines) if (line.productId) products.push(line.productId);
    this.products[i] = this.productGroups.find(products, () => products);
    const actors = actorIdsOf(record);
    this.actors[i] = this.actorGroups.find(actors, () => actors.join('\u0000'));
    return this;
  }

  sortKey(field: FreightSortField, i: number): SortKey {
    return this.sort[SORT_INDEX[field]]?.[i] ?? null;
  }

  filterKey(field: FreightFilterField, i: number): FilterScalar | null {
    return this.filter[FILTER_INDEX[field]]?.[i] ?? null;
  }

  searchText(i: number): string {
    return this.search[i] ?? '';
  }

  references(i: number): FreightReferences {
    return {
      shipper: this.shipper[i] ?? null,
      consignee: this.consignee[i] ?? null,
      products: this.products[i] ?? [],
      actors: this.actors[i] ?? '',
    };
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
  references(position: number): FreightReferences;
  sortKey(field: FreightSortField, position: number): SortKey;
  filterKey(field: FreightFilterField, position: number): FilterScalar | null;
  search(position: number): string;
}

const CACHED_RECORDS = 256;

/**
 * True when every seeded reference sorts after the one before it as the list sorts references (folded text, plain
 * comparison): then reference order is seed order, and a page of it is read off the positions.
 */
function referencesRise(made: FreightMadeAhead): boolean {
  let previous: SortKey = null;
  for (let i = 0; i < made.count; i += 1) {
    const key = normaliseSortKey(
      freightListConfig.sortKeys.reference({ reference: made.referenceAt(i) } as FreightRecord),
    );
    if (typeof key !== 'string' || (previous !== null && !(key > previous))) return false;
    previous = key;
  }
  return true;
}

export class FreightTable extends Map<string, FreightRecord> {
  private source: SeededFreight | null = null;
  // A seeding in slices under way: its shipments made on demand, and whether their references rise with their order.
  private ahead: { readonly made: FreightMadeAhead; inOrder: boolean | null } | null = null;
  private settling: Promise<void> | null = null;
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

  /**
   * The same, a slice at a time with `pause` between slices; the table is empty until it is done. With `ahead`, the
   * whole list in reference order is answered meanwhile (`pageAhead`): the page the list opens on does not wait for
   * the 100,000th shipment. A host with saved shipment changes to put on top of the seed leaves it off.
   */
  seedInSlices(
    input: FreightFixtureInput,
    pause: () => Promise<void>,
    options: { readonly ahead?: boolean } = {},
  ): Promise<SeededFreight> {
    this.clear();
    const columns = new KeyColumns(seededFreightCount(input));
    const keep = (record: UnnumberedFreightRecord, i: number) => columns.put(i, record);
    const madeAhead = (made: FreightMadeAhead) => {
      if (options.ahead) this.ahead = { made, inOrder: null };
    };
    // Started a microtask later, so that a read at the first pause already finds the seeding to wait for.
    const made = Promise.resolve()
      .then(() => seedFreightInSlices(input, keep, pause, madeAhead))
      .then((source) => this.seeded(source, columns));
    const settling = made.then(() => undefined);
    this.settling = settling;
    const over = () => {
      if (this.settling === settling) this.settling = null;
    };
    settling.then(over, over);
    return made;
  }

  /** Resolves once a seeding in slices is done (rejects if it failed); at once when none is under way. */
  settled(): Promise<void> {
    return this.settling ?? Promise.resolve();
  }

  /** True while a seeding in slices answers `pageAhead`. */
  get seedingAhead(): boolean {
    return this.ahead !== null;
  }

  /**
   * While a seeding with `ahead` is under way: a page of every shipment in reference order, its records made for the
   * page (without invoice numbers, which the seeding gives last); null when the seeding is over or its references do
   * not follow its order (then the page waits for `settled`).
   */
  pageAhead(direction: SortDirection, pageNumber: number, pageSize: number): ListPage<FreightRecord> | null {
    const ahead = this.ahead;
    if (!ahead || super.size > 0 || this.removed.size > 0) return null;
    const { made } = ahead;
    ahead.inOrder ??= referencesRise(made);
    if (!ahead.inOrder) return null;
    const { page, pageCount, start, end } = pageBounds(made.count, pageNumber, pageSize);
    const items: FreightRecord[] = [];
    for (let k = start; k < end; k += 1) items.push(made.unnumberedAt(direction === 'asc' ? k : made.count - 1 - k));
    return { items, total: made.count, page, pageCount };
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
    this.ahead = null;
  }

  override get size(): number {
    let writtenUnseeded = 0;
    for (const id of super.keys()) if (this.seededIndex(id) < 0) writtenUnseeded += 1;
    return (this.source?.count ?? 0) - this.removed.size + writtenUnseeded;
  }

  override *entries(): MapIterator<[string, FreightRecord]> {
    const count = this.source?.count ?? 0;
    for (let i = 0; i < count; i += 1) {
      const id = (this.source as SeededFreight).idAt(i);
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
    const source = this.source;
    const count = source?.count ?? 0;
    const columns = this.columns as KeyColumns;
    const written = new Map<number, FreightRecord>();
    const unseeded: FreightRecord[] = [];
    for (const [id, record] of super.entries()) {
      const i = this.seededIndex(id);
      if (i >= 0) written.set(i, record);
      else unseeded.push(record);
    }
    const removed = new Set<number>();
    for (const id of this.removed) removed.add(this.seededIndex(id));
    const writtenRecord = (position: number) =>
      position >= count ? unseeded[position - count] : written.get(position);
    const keysOfWritten = new Map<number, KeyColumns>();
    // Where a shipment's keys are read: its own row of keys for a written one (made once per version), else the
    // seeded columns at its position.
    const keysAt = (position: number): [KeyColumns, number] => {
      const record = writtenRecord(position);
      if (!record) return [columns, position];
      let keys = keysOfWritten.get(position);
      if (!keys) {
        keys = new KeyColumns(1).put(0, record);
        keysOfWritten.set(position, keys);
      }
      return [keys, 0];
    };
    return {
      size: count + unseeded.length,
      live: (position) => !removed.has(position),
      record: (position) => writtenRecord(position) ?? this.make(position),
      id: (position) => writtenRecord(position)?.id ?? (source as SeededFreight).idAt(position),
      references: (position) => {
        const [keys, row] = keysAt(position);
        return keys.references(row);
      },
      sortKey: (field, position) => {
        const [keys, row] = keysAt(position);
        return keys.sortKey(field, row);
      },
      filterKey: (field, position) => {
        const [keys, row] = keysAt(position);
        return keys.filterKey(field, row);
      },
      search: (position) => {
        const [keys, row] = keysAt(position);
        return keys.searchText(row);
      },
    };
  }
}
