import type { TxTable, Transactor, UnitOfWork } from '../../application/ports/store/unit-of-work.port';
import { refersTo } from '../../domain/freight/freight-parties';
import { uniqueSlot, type MemoryData } from './memory-data';

/**
 * Transactions over the in-memory data: one at a time (a promise chain), writes buffered and applied together at
 * the end, nothing applied when the work throws. A read after a write in the same transaction throws, as
 * Firestore's does, so use cases written against this store also hold on Firestore.
 */
type Write = () => void;

/** The tables a commit changed, so a host persisting the data rewrites only those. */
export type MemoryTable = 'freight' | 'products' | 'contacts' | 'users' | 'uniques' | 'counters' | 'requests' | 'audit';

export function createMemoryTransactor(
  data: MemoryData,
  onCommit: (tables: ReadonlySet<MemoryTable>) => void = () => undefined,
): Transactor {
  let queue: Promise<unknown> = Promise.resolve();

  async function attempt<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const writes: Write[] = [];
    const touched = new Set<MemoryTable>();
    const read = <R>(value: R): Promise<R> => {
      if (writes.length > 0) return Promise.reject(new Error('A transaction read after it wrote'));
      return Promise.resolve(structuredClone(value));
    };
    const write = (name: MemoryTable, apply: Write): Promise<void> => {
      writes.push(apply);
      touched.add(name);
      return Promise.resolve();
    };
    const table = <T extends { readonly id: string }>(name: MemoryTable, map: Map<string, T>): TxTable<T> => ({
      get: (id) => read(map.get(id) ?? null),
      put: (record) => {
        const copy = structuredClone(record);
        return write(name, () => map.set(copy.id, copy));
      },
      remove: (id) => write(name, () => map.delete(id)),
    });
    const uow: UnitOfWork = {
      freight: table('freight', data.freight),
      products: table('products', data.products),
      contacts: table('contacts', data.contacts),
      users: table('users', data.users),
      uniques: {
        owner: (kind, key) => read(data.uniques.get(uniqueSlot(kind, key)) ?? null),
        claim: (kind, key, owner) => write('uniques', () => data.uniques.set(uniqueSlot(kind, key), owner)),
        release: (kind, key) => write('uniques', () => data.uniques.delete(uniqueSlot(kind, key))),
      },
      counters: {
        read: (name) => read(data.counters.get(name) ?? null),
        write: (name, value) => write('counters', () => data.counters.set(name, value)),
      },
      requests: {
        get: (id) => read(data.requests.get(id) ?? null),
        put: (entry) => write('requests', () => data.requests.set(entry.requestId, { ...entry })),
      },
      audit: { append: (entry) => write('audit', () => data.audit.push(structuredClone(entry))) },
      // One transaction at a time: the count read holds until the commit.
      references: {
        count: (reference) => read([...data.freight.values()].filter((record) => refersTo(record, reference)).length),
      },
    };
    const result = await work(uow);
    if (writes.length > 0) {
      for (const apply of writes) apply();
      data.version += 1;
      onCommit(touched);
    }
    return result;
  }

  return {
    run<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
      const next = queue.then(
        () => attempt(work),
        () => attempt(work),
      );
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
