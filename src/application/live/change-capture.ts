import type { AuditEntry } from '../../domain/audit/audit-entry';
import type { ActorRef } from '../../domain/freight/freight-record';
import type { SavedView } from '../../domain/saved-view/saved-view';
import type { Caller } from '../auth/caller';
import type { ChangeKind, RecordChange } from '../ports/change-feed.port';
import type { Clock } from '../ports/clock.port';
import type { Transactor, TxTable, UnitOfWork } from '../ports/store/unit-of-work.port';
import type { SavedViewService } from '../saved-views/saved-view-service';

type Publish = (changes: readonly RecordChange[]) => void;

/** Writes without an audit entry (none today) are told as the system's. */
const SYSTEM: ActorRef = { id: 'system', name: 'system' };

interface Written {
  readonly kind: ChangeKind;
  readonly id: string;
  readonly version: string | null;
  readonly readAsAbsent: boolean;
}

/** What one run of a unit of work wrote: the records put and removed, and the audit entries that say by whom. */
function recorder(uow: UnitOfWork) {
  const written = new Map<string, Written>();
  const audits = new Map<string, AuditEntry>();
  const absent = new Set<string>();
  const key = (kind: string, id: string) => `${kind}\u0000${id}`;

  function table<T extends { readonly id: string }>(
    kind: ChangeKind,
    inner: TxTable<T>,
    versionOf: (record: T) => string,
  ): TxTable<T> {
    return {
      get: async (id) => {
        const found = await inner.get(id);
        if (!found) absent.add(key(kind, id));
        return found;
      },
      put: async (record) => {
        await inner.put(record);
        const k = key(kind, record.id);
        written.delete(k);
        written.set(k, { kind, id: record.id, version: versionOf(record), readAsAbsent: absent.has(k) });
      },
      remove: async (id) => {
        await inner.remove(id);
        const k = key(kind, id);
        written.delete(k);
        written.set(k, { kind, id, version: null, readAsAbsent: false });
      },
    };
  }

  const recorded: UnitOfWork = {
    ...uow,
    freight: table('freight', uow.freight, (record) => record.audit.updatedAt),
    products: table('product', uow.products, (record) => record.updatedAt),
    contacts: table('contact', uow.contacts, (record) => record.updatedAt),
    users: table('user', uow.users, (record) => record.updatedAt),
    audit: {
      append: async (entry) => {
        await uow.audit.append(entry);
        audits.set(key(entry.kind, entry.recordId), entry);
      },
    },
  };

  return {
    uow: recorded,
    changes(now: string): RecordChange[] {
      const anyAudit = audits.values().next().value;
      return [...written.entries()].map(([k, w]) => {
        const audit = audits.get(k);
        const action =
          w.version === null ? 'delete' : audit?.action === 'create' || w.readAsAbsent ? 'create' : 'update';
        return {
          kind: w.kind,
          id: w.id,
          version: w.version,
          action,
          by: audit?.by ?? anyAudit?.by ?? SYSTEM,
          at: audit?.at ?? now,
        };
      });
    },
  };
}

/**
 * The transactor, telling `publish` what each unit of work changed once it committed. A store may run the work
 * more than once (a concurrent writer got there first): only the run that committed, the last, is told.
 */
export function announcingChanges(tx: Transactor, publish: Publish, clock: Clock): Transactor {
  return {
    async run<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
      const last: { run: ReturnType<typeof recorder> | null } = { run: null };
      const result = await tx.run((uow) => {
        last.run = recorder(uow);
        return work(last.run.uow);
      });
      const changes = last.run?.changes(clock.now().toISOString()) ?? [];
      if (changes.length > 0) publish(changes);
      return result;
    },
  };
}

function viewChange(view: SavedView, action: RecordChange['action'], by: Caller, wasShared: boolean, at: string) {
  return {
    kind: 'savedView' as const,
    id: view.id,
    version: action === 'delete' ? null : view.updatedAt,
    action,
    by: { id: by.id, name: by.name },
    at,
    audience: { ownerId: view.ownerId, shared: view.shared, wasShared },
  };
}

/** Saved views are kept outside units of work (each save stands alone): their service tells `publish` instead. */
export function announcingViewChanges(views: SavedViewService, publish: Publish, clock: Clock): SavedViewService {
  const now = () => clock.now().toISOString();
  return {
    ...views,
    async create(caller, draft) {
      const view = await views.create(caller, draft);
      publish([viewChange(view, 'create', caller, view.shared, view.updatedAt)]);
      return view;
    },
    async update(caller, id, draft) {
      const before = await views.get(caller, id);
      const saved = await views.update(caller, id, draft);
      publish([viewChange(saved, 'update', caller, before.shared, saved.updatedAt)]);
      return saved;
    },
    async remove(caller, id) {
      const before = await views.get(caller, id);
      await views.remove(caller, id);
      publish([viewChange(before, 'delete', caller, before.shared, now())]);
    },
  };
}
