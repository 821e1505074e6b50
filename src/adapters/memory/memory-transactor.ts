import type { TxTable, Transactor, UnitOfWork } from '../../application/ports/store/unit-of-work.port';
import { uniqueSlot, type MemoryData } from './memory-data';

/**
 * Transactions over the in-memory data: one at a time (a promise chain), writes buffered and applied together at
 * the end, nothing applied when the work throws. A read after a write in the same transaction throws, as
 * Firestore's does, so use cases written against this store also hold on Firestore.
 */
type Write = () => void;

export function createMemoryTransactor(data: MemoryData, onCommit: () => void = () => undefined): Transactor {
  let queue: Promise<unknown> = Promise.resolve();

  async function attempt<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const writes: Write[] = [];
    const read = <R>(value: R): Promise<R> => {
      if (writes.length > 0) return Promise.reject(new Error('A transaction read after it wrote'));
      return Promise.resolve(structuredClone(value));
    };
    const write = (apply: Write): Promise<void> => {
      writes.push(apply);
      return Promise.resolve();
    };
    const table = <T extends { readonly id: string }>(map: Map<string, T>): TxTable<T> => ({
      get: (id) => read(map.get(id) ?? null),
      put: (record) => {
        const copy = structuredClone(record);
        return write(() => map.set(copy.id, copy));
      },
      remove: (id) => write(() => map.delete(id)),
    });
    const uow: UnitOfWork = {
      freight: table(data.freight),
      products: table(data.products),
      contacts: table(data.contacts),
      users: table(data.users),
      uniques: {
        owner: (kind, key) => read(data.uniques.get(uniqueSlot(kind, key)) ?? null),
        claim: (kind, key, owner) => write(() => data.uniques.set(uniqueSlot(kind, key), owner)),
        release: (kind, key) => write(() => data.uniques.delete(uniqueSlot(kind, key))),
      },
      counters: {
        read: (name) => read(data.counters.get(name) ?? null),
        write: (name, value) => write(() => data.counters.set(name, value)),
      },
      requests: {
        get: (id) => read(data.requests.get(id) ?? null),
        put: (entry) => write(() => data.requests.set(entry.requestId, { ...entry })),
      },
      audit: { append: (entry) => write(() => data.audit.push(structuredClone(entry))) },
    };
    const result = await work(uow);
    if (writes.length > 0) {
      for (const apply of writes) apply();
      data.version += 1;
      onCommit();
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
