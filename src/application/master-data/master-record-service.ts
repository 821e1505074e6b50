import { fieldChanges, type AuditAction } from '../../domain/audit/audit-entry';
import { fingerprint } from '../../domain/shared/fingerprint';
import type { ListPage } from '../../domain/shared/list-query';
import { nextRevision } from '../../domain/shared/revision';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import type { Clock } from '../ports/clock.port';
import type { IdSource } from '../ports/security.port';
import type { Transactor, TxTable, UniqueKind, UnitOfWork } from '../ports/store/unit-of-work.port';
import { checkedRows } from './import-rows';
import type { MasterRecordRules } from './master-record.use-cases';

/**
 * The one workflow of a master-data record (a product, a contact): checked by its domain rules, created once per
 * request id, saved only over the version it started from, audited with the change, never deleted while a
 * shipment refers to it, and, where it has one, its unique key claimed in the same transaction as the write.
 */
export interface MasterRecordSpec<F extends object> extends MasterRecordRules<F> {
  readonly kind: 'product' | 'contact';
  readonly idPrefix: string;
  readonly table: (uow: UnitOfWork) => TxTable<F & MasterRecordIdentity>;
  /** What the audit log names the record by. */
  readonly label: (fields: F) => string;
  /** The field by which a shipment refers to the record. */
  readonly reference: 'contactId' | 'productId';
  /** A key unique among the records (a product's code): its kind, the field it comes from, its refusal. */
  readonly unique?: {
    readonly kind: UniqueKind;
    readonly field: string;
    readonly key: (fields: F) => string;
    readonly taken: () => Error;
  };
}

/** What the product and contact services both offer, each call made by a caller. */
export interface MasterRecordCalls<R, F, Q> {
  list(caller: Caller, query: Q): Promise<ListPage<R>>;
  get(caller: Caller, id: string): Promise<R>;
  create(caller: Caller, fields: F, requestId?: string): Promise<R>;
  update(caller: Caller, id: string, fields: F, expectedUpdatedAt?: string): Promise<R>;
  remove(caller: Caller, id: string, expectedUpdatedAt?: string): Promise<void>;
  importMany(caller: Caller, rows: readonly F[], requestId?: string): Promise<{ readonly created: number }>;
}

export interface MasterRecordIdentity {
  readonly id: string;
  readonly updatedAt: string;
}

export interface MasterRecordDeps {
  readonly tx: Transactor;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/** How many records a lookup answers: 1 to 50, whatever the caller asked. */
export const lookupLimit = (asked: number): number => Math.min(50, Math.max(1, asked));

export function makeMasterRecordService<F extends object>(spec: MasterRecordSpec<F>, deps: MasterRecordDeps) {
  type R = F & MasterRecordIdentity;
  const { tx, clock, ids } = deps;
  const now = () => clock.now().toISOString();

  const checked = (fields: F): F => {
    const value = spec.normalise(fields);
    const errors = Object.fromEntries(Object.entries(spec.validate(value)).filter((e) => typeof e[1] === 'string'));
    if (Object.keys(errors).length > 0) throw refusals.invalid(errors as Record<string, string>);
    return value;
  };
  const audit = (uow: UnitOfWork, caller: Caller, action: AuditAction, before: R | null, after: R) =>
    uow.audit.append({
      id: ids.newId('au'),
      kind: spec.kind,
      recordId: after.id,
      label: spec.label(after),
      action,
      at: now(),
      by: { id: caller.id, name: caller.name },
      changes: action === 'delete' ? fieldChanges(before, null) : fieldChanges(before, after),
    });
  /** The record as saved now, refused when missing or when someone saved it after `expectedUpdatedAt`. */
  const current = async (uow: UnitOfWork, id: string, expectedUpdatedAt: string | undefined): Promise<R> => {
    const before = await spec.table(uow).get(id);
    if (!before) throw refusals.notFound(spec.kind);
    if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
    return before;
  };
  const keyOf = (fields: F) => (spec.unique ? spec.unique.key(fields) : null);
  /** The refusal to give when someone other than `ownerId` holds the unique key, or null. */
  const keyTaken = async (uow: UnitOfWork, key: string | null, ownerId: string | null): Promise<Error | null> => {
    if (!spec.unique || key === null) return null;
    const owner = await uow.uniques.owner(spec.unique.kind, key);
    return owner !== null && owner !== ownerId ? spec.unique.taken() : null;
  };
  const refuseTaken = async (uow: UnitOfWork, key: string | null, ownerId: string | null) => {
    const taken = await keyTaken(uow, key, ownerId);
    if (taken) throw taken;
  };
  /** Writes a new record (reads done): the record, its unique key and its audit entry. */
  const insert = async (uow: UnitOfWork, caller: Caller, value: F, at: string): Promise<R> => {
    const record = { ...value, id: ids.newId(spec.idPrefix), updatedAt: at } as R;
    await spec.table(uow).put(record);
    const key = keyOf(value);
    if (spec.unique && key !== null) await uow.uniques.claim(spec.unique.kind, key, record.id);
    await audit(uow, caller, 'create', null, record);
    return record;
  };

  return {
    async get(_caller: Caller, id: string): Promise<R> {
      const found = await tx.run((uow) => spec.table(uow).get(id));
      if (!found) throw refusals.notFound(spec.kind);
      return found;
    },

    create(caller: Caller, fields: F, requestId?: string): Promise<R> {
      const value = checked(fields);
      const print = fingerprint(value);
      return tx.run(async (uow) => {
        // The key's owner is read before the request: a store may answer each read from a later moment (PostgreSQL
        // outside a transaction), so a twin request that committed in between shows its request entry too, and is
        // answered instead of being refused as a taken key.
        const taken = await keyTaken(uow, keyOf(value), null);
        if (requestId) {
          const earlier = await uow.requests.get(requestId);
          if (earlier) {
            if (earlier.kind !== spec.kind || earlier.fingerprint !== print) throw refusals.requestReused();
            const record = await spec.table(uow).get(earlier.recordId);
            if (record) return record;
          }
        }
        if (taken) throw taken;
        const at = now();
        const record = await insert(uow, caller, value, at);
        if (requestId)
          await uow.requests.put({ requestId, kind: spec.kind, recordId: record.id, fingerprint: print, at });
        return record;
      });
    },

    async update(caller: Caller, id: string, fields: F, expectedUpdatedAt?: string): Promise<R> {
      if (!expectedUpdatedAt) throw refusals.versionRequired();
      const value = checked(fields);
      return tx.run(async (uow) => {
        const before = await current(uow, id, expectedUpdatedAt);
        const [oldKey, newKey] = [keyOf(before), keyOf(value)];
        if (newKey !== oldKey) await refuseTaken(uow, newKey, id);
        const after = { ...value, id, updatedAt: nextRevision(now(), before.updatedAt) } as R;
        await spec.table(uow).put(after);
        if (spec.unique && oldKey !== null && newKey !== null && newKey !== oldKey) {
          await uow.uniques.release(spec.unique.kind, oldKey);
          await uow.uniques.claim(spec.unique.kind, newKey, id);
        }
        await audit(uow, caller, 'update', before, after);
        return after;
      });
    },

    /** Refused while any shipment refers to the record: it can be made inactive instead. */
    async remove(caller: Caller, id: string, expectedUpdatedAt?: string): Promise<void> {
      await tx.run(async (uow) => {
        const before = await current(uow, id, expectedUpdatedAt);
        const uses = await uow.references.count(spec.reference === 'contactId' ? { contactId: id } : { productId: id });
        if (uses > 0) throw refusals.inUse(uses);
        await spec.table(uow).remove(id);
        const key = keyOf(before);
        if (spec.unique && key !== null) await uow.uniques.release(spec.unique.kind, key);
        await audit(uow, caller, 'delete', before, before);
      });
    },

    /**
     * All rows or none; errors keyed `rows.<n>.<field>` (1-based), a unique key repeated inside the file or
     * already taken included.
     */
    async importMany(caller: Caller, rows: readonly F[], requestId?: string): Promise<{ readonly created: number }> {
      const values = checkedRows(rows, spec.normalise, spec.validate);
      const print = fingerprint(values);
      const field = spec.unique?.field ?? '';
      const seen = new Map<string, number>();
      const errors: Record<string, string> = {};
      values.forEach((row, i) => {
        const key = keyOf(row);
        if (key === null) return;
        if (seen.has(key)) errors[`rows.${i + 1}.${field}`] = 'duplicate';
        seen.set(key, i);
      });
      if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
      return tx.run(async (uow) => {
        for (const [key, i] of seen) {
          if (spec.unique && (await uow.uniques.owner(spec.unique.kind, key)) !== null) {
            errors[`rows.${i + 1}.${field}`] = 'duplicate';
          }
        }
        // As a create: the keys' owners first, then the request's entry, which answers a retry (whose own rows
        // now hold those keys) with the first import's count.
        if (requestId) {
          const earlier = await uow.requests.get(requestId);
          if (earlier) {
            if (earlier.kind !== spec.kind || earlier.fingerprint !== print) throw refusals.requestReused();
            return { created: values.length };
          }
        }
        if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
        const at = now();
        const made: R[] = [];
        for (const value of values) made.push(await insert(uow, caller, value, at));
        if (requestId && made[0])
          await uow.requests.put({ requestId, kind: spec.kind, recordId: made[0].id, fingerprint: print, at });
        return { created: values.length };
      });
    },
  };
}
