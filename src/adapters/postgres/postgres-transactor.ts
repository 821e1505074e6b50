import type { Transactor, TxTable, UniqueKind, UnitOfWork } from '../../application/ports/store/unit-of-work.port';
import type { FreightReference } from '../../domain/freight/freight-parties';
import { cachedBy } from '../../domain/shared/cached-by';
import { columnValues, writeStatements, type ListTable } from './postgres-list-table';
import { contactTable, freightTable, productTable, userTable } from './postgres-tables';
import { sqlState, type SqlDatabase, type SqlQueryable, type SqlSession } from './sql-database';

/**
 * Units of work on PostgreSQL that never lose an update. Reads run as plain statements (a unit of work that only
 * reads opens no transaction); writes are buffered, then sent together in one transaction, each checked against
 * what was read:
 * - a record read and then written is updated only if its version is still the one read, and a record read as
 *   absent is inserted (a unique violation if someone else inserted it meanwhile);
 * - a unique key read as free is claimed by an insert into its primary key;
 * - the counter is read inside the transaction with a row lock (FOR UPDATE), so concurrent creates queue for the
 *   next reference instead of failing and retrying;
 * - a product or contact read and not written (one a shipment comes to refer to) is locked FOR KEY SHARE at commit
 *   and must still exist, and a count of the shipments referring to a record read as 0 must still be 0 (after the
 *   deletion's row lock): a shipment and the deletion of what it refers to never both commit.
 * When a concurrent writer got there first, the whole work runs again on fresh reads (the port allows it). Reads
 * come before writes, as Firestore requires, so use cases written for one store hold on the other.
 */
// Serialization failure (a conditional write found the row changed), deadlock, unique violation (a concurrent
// insert of the same id, unique key or request got there first).
const RETRYABLE_STATES = new Set(['40001', '40P01', '23505']);
const retryable = (error: unknown) => RETRYABLE_STATES.has(sqlState(error) ?? '');

export interface TransactorOptions {
  readonly maxAttempts?: number;
}

type Write = (tx: SqlQueryable) => Promise<void>;

/** Each table's statements, written once (every unit of work uses them; the text never changes). */
const statementsOf = cachedBy(writeStatements);

/** The shipments referring to a record, as SQL on the freight table's columns. */
const referencing = (reference: FreightReference): [string, string] =>
  'contactId' in reference
    ? ['(shipper_id = $1 OR consignee_id = $1)', reference.contactId]
    : ['product_ids @> ARRAY[$1]::text[]', reference.productId];

function unitOfWork(tx: SqlSession) {
  const writes: Write[] = [];
  /** Checks sent after the writes, just before the commit: each fails the transaction when what was read changed. */
  const commitChecks: Write[] = [];
  const read = async <R>(load: () => Promise<R>): Promise<R> => {
    if (writes.length > 0) throw new Error('A transaction read after it wrote');
    return load();
  };
  const write = (apply: Write): Promise<void> => {
    writes.push(apply);
    return Promise.resolve();
  };

  function table<T extends { readonly id: string }, S extends string, F extends string>(
    spec: ListTable<T, S, F>,
    options: { readonly holdReads?: boolean } = {},
  ): TxTable<T> {
    const sql = statementsOf(spec);
    // The version each id had when this transaction read it (null: it did not exist).
    const versions = new Map<string, number | null>();
    const written = new Set<string>();
    if (options.holdReads) {
      commitChecks.push(async (q) => {
        const held = [...versions].filter(([id, version]) => version !== null && !written.has(id)).map(([id]) => id);
        if (held.length === 0) return;
        await q.query(
          `WITH held AS (SELECT id FROM ${spec.name} WHERE id = ANY($1::text[]) FOR KEY SHARE) ` +
            `SELECT CASE WHEN (SELECT count(*) FROM held) = $2 THEN 1 ELSE write_conflict('${spec.name} read') END AS ok`,
          [held, held.length],
        );
      });
    }
    return {
      get: (id) =>
        read(async () => {
          const row = (await tx.query<{ doc: T; version: number }>(sql.get, [id])).rows[0];
          versions.set(id, row ? row.version : null);
          return row ? row.doc : null;
        }),
      put: (record) => {
        const values = [record.id, record, ...columnValues(spec, record)];
        const seen = versions.get(record.id);
        written.add(record.id);
        return write(async (q) => {
          if (seen === undefined) await q.query(sql.upsert, values);
          else if (seen === null) await q.query(sql.insert, values);
          else await q.query(sql.update, [...values, seen]);
        });
      },
      remove: (id) => {
        const seen = versions.get(id);
        written.add(id);
        return write(async (q) => {
          if (seen === undefined) await q.query(sql.remove, [id]);
          else if (seen !== null) await q.query(sql.removeVersion, [id, seen]);
        });
      },
    };
  }

  const owners = new Map<string, string | null>();
  const slot = (kind: UniqueKind, key: string) => `${kind}\u0000${key}`;
  const uow: UnitOfWork = {
    freight: table(freightTable),
    products: table(productTable, { holdReads: true }),
    contacts: table(contactTable, { holdReads: true }),
    users: table(userTable),
    uniques: {
      owner: (kind, key) =>
        read(async () => {
          const row = (
            await tx.query<{ owner: string }>('SELECT owner FROM unique_keys WHERE kind = $1 AND key = $2', [kind, key])
          ).rows[0];
          owners.set(slot(kind, key), row?.owner ?? null);
          return row?.owner ?? null;
        }),
      claim: (kind, key, owner) =>
        write(async (q) => {
          // Someone else holding the key fails the transaction (a retry then reads the owner and refuses).
          await q.query(
            'WITH written AS (INSERT INTO unique_keys (kind, key, owner) VALUES ($1, $2, $3) ' +
              'ON CONFLICT (kind, key) DO UPDATE SET owner = EXCLUDED.owner WHERE unique_keys.owner = EXCLUDED.owner ' +
              'RETURNING 1) ' +
              "SELECT CASE WHEN EXISTS (SELECT 1 FROM written) THEN 1 ELSE write_conflict($1 || ' ' || $2) END AS ok",
            [kind, key, owner],
          );
        }),
      release: (kind, key) => {
        const seen = owners.get(slot(kind, key));
        return write(async (q) => {
          if (seen === undefined || seen === null)
            await q.query('DELETE FROM unique_keys WHERE kind = $1 AND key = $2', [kind, key]);
          else await q.query('DELETE FROM unique_keys WHERE kind = $1 AND key = $2 AND owner = $3', [kind, key, seen]);
        });
      },
    },
    counters: {
      read: (name) =>
        read(async () => {
          await tx.begin();
          const row = (
            await tx.query<{ value: string | null }>('SELECT value FROM counters WHERE name = $1 FOR UPDATE', [name])
          ).rows[0];
          return row?.value ?? null;
        }),
      write: (name, value) =>
        write(async (q) => {
          await q.query(
            'INSERT INTO counters (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value',
            [name, value],
          );
        }),
    },
    requests: {
      get: (requestId) =>
        read(async () => {
          const row = (
            await tx.query<{ kind: string; record_id: string; fingerprint: string; at: string }>(
              'SELECT kind, record_id, fingerprint, at FROM requests WHERE request_id = $1',
              [requestId],
            )
          ).rows[0];
          return row
            ? {
                requestId,
                kind: row.kind as 'freight' | 'product' | 'contact' | 'user',
                recordId: row.record_id,
                fingerprint: row.fingerprint,
                at: row.at,
              }
            : null;
        }),
      put: (entry) =>
        write(async (q) => {
          await q.query(
            'INSERT INTO requests (request_id, kind, record_id, fingerprint, at) VALUES ($1, $2, $3, $4, $5)',
            [entry.requestId, entry.kind, entry.recordId, entry.fingerprint, entry.at],
          );
        }),
    },
    audit: {
      append: (entry) =>
        write(async (q) => {
          await q.query(
            'INSERT INTO audit_log (id, kind, record_id, actor_id, at, entry) VALUES ($1, $2, $3, $4, $5, $6)',
            [entry.id, entry.kind, entry.recordId, entry.by.id, entry.at, entry],
          );
        }),
    },
    references: {
      count: (reference) =>
        read(async () => {
          const [where, id] = referencing(reference);
          const row = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM freight WHERE ${where}`, [id]))
            .rows[0];
          const uses = row?.n ?? 0;
          if (uses === 0) {
            commitChecks.push(async (q) => {
              await q.query(
                `SELECT CASE WHEN EXISTS (SELECT 1 FROM freight WHERE ${where}) THEN write_conflict('references') ELSE 1 END AS ok`,
                [id],
              );
            });
          }
          return uses;
        }),
    },
  };
  return {
    uow,
    async flush() {
      if (writes.length === 0) return;
      await tx.begin();
      // The writes and the commit go out together (pipelined on the connection) and apply in order; the first
      // failure rolls the transaction back, and its promise rejects.
      const sent = [...writes, ...commitChecks].map((apply) => apply(tx));
      await Promise.all([...sent, tx.commit()]);
    },
  };
}

export function createPostgresTransactor(db: SqlDatabase, options: TransactorOptions = {}): Transactor {
  const maxAttempts = options.maxAttempts ?? 12;
  return {
    async run<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.session(async (session) => {
            const { uow, flush } = unitOfWork(session);
            const result = await work(uow);
            await flush();
            return result;
          });
        } catch (error) {
          if (attempt >= maxAttempts || !retryable(error)) throw error;
          // A short random pause so the transactions that collided do not collide again.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * attempt));
        }
      }
    },
  };
}
