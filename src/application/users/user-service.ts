import { fieldChanges, type AuditAction } from '../../domain/audit/audit-entry';
import { normaliseEmail } from '../../domain/contact/field-rules';
import { fingerprint } from '../../domain/shared/fingerprint';
import { nextRevision } from '../../domain/shared/revision';
import {
  applyUserEdit,
  newUserFields,
  pendingUserFields,
  type NewUser,
  type UserEdit,
  type UserRecord,
} from '../../domain/user/user-record';
import { deletionMode, type Actor } from '../../domain/user/user-rules';
import { userGuard } from './user-refusals';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import type { AuthAccounts } from '../ports/auth-accounts.port';
import type { Clock } from '../ports/clock.port';
import type { IdSource } from '../ports/security.port';
import type { FreightQueries } from '../ports/store/freight-queries.port';
import type { UserQueries } from '../ports/store/master-data-queries.port';
import type { Transactor, UnitOfWork } from '../ports/store/unit-of-work.port';
import type { UserListQuery } from '../ports/user-repository.port';

/**
 * Staff administration: admins create, edit, approve and remove staff; nobody demotes, deactivates or removes
 * themself; someone with history is deactivated instead of deleted; e-mails are unique with the write.
 */
export interface UserServiceDeps {
  readonly tx: Transactor;
  readonly users: UserQueries;
  readonly freight: FreightQueries;
  readonly accounts: AuthAccounts;
  readonly clock: Clock;
  readonly ids: IdSource;
}

const actorOf = (caller: Caller): Actor => ({ userId: caller.id, role: caller.role });

export function makeUserService(deps: UserServiceDeps) {
  const { tx, users, freight, accounts, clock, ids } = deps;
  const now = () => clock.now().toISOString();
  const audit = (
    uow: UnitOfWork,
    by: Caller | null,
    action: AuditAction,
    before: UserRecord | null,
    after: UserRecord,
  ) =>
    uow.audit.append({
      id: ids.newId('au'),
      kind: 'user',
      recordId: after.id,
      label: after.name,
      action,
      at: now(),
      by: by ? { id: by.id, name: by.name } : { id: after.id, name: after.name },
      changes: action === 'delete' ? fieldChanges(before, null) : fieldChanges(before, after),
    });

  const read = async (id: string): Promise<UserRecord> => {
    const found = await tx.run((uow) => uow.users.get(id));
    if (!found) throw refusals.notFound('user');
    return found;
  };

  /**
   * Writes a new record for an account made just before; the account is removed again if the write fails, or if
   * the same request (`requestId`) already made a record, which is then the answer.
   */
  async function insertForAccount(
    authId: string,
    build: (at: string) => UserRecord,
    by: Caller | null,
    request?: { readonly id: string; readonly fingerprint: string },
  ): Promise<UserRecord> {
    let outcome: { record: UserRecord; reused: boolean };
    try {
      outcome = await tx.run(async (uow) => {
        const record = build(now());
        // The address is read before the request, so a twin that committed in between is found, not refused.
        const owner = await uow.uniques.owner('user.email', record.email);
        const earlier = request ? await earlierRecord(uow, request) : null;
        if (earlier) return { record: earlier, reused: true };
        if (owner !== null) throw refusals.emailTaken();
        await uow.users.put(record);
        await uow.uniques.claim('user.email', record.email, record.id);
        if (request) {
          await uow.requests.put({
            requestId: request.id,
            kind: 'user',
            recordId: record.id,
            fingerprint: request.fingerprint,
            at: record.updatedAt,
          });
        }
        await audit(uow, by, 'create', null, record);
        return { record, reused: false };
      });
    } catch (error) {
      await accounts.remove(authId).catch(() => undefined);
      throw error;
    }
    if (outcome.reused) await accounts.remove(authId).catch(() => undefined);
    return outcome.record;
  }

  /** The record an earlier request with this id made; refused when that request carried another body. */
  async function earlierRecord(
    uow: UnitOfWork,
    request: { readonly id: string; readonly fingerprint: string },
  ): Promise<UserRecord | null> {
    const earlier = await uow.requests.get(request.id);
    if (!earlier) return null;
    if (earlier.kind !== 'user' || earlier.fingerprint !== request.fingerprint) throw refusals.requestReused();
    return uow.users.get(earlier.recordId);
  }

  async function emailFree(email: string): Promise<void> {
    const owner = await tx.run((uow) => uow.uniques.owner('user.email', normaliseEmail(email)));
    if (owner !== null) throw refusals.emailTaken();
  }

  return {
    list: (_caller: Caller, query: UserListQuery) => users.list(query),
    all: (_caller: Caller) => users.all(),
    get: (_caller: Caller, id: string) => read(id),

    /** A repeated `requestId` answers the record the first request made (double submit, retry). */
    async create(caller: Caller, input: NewUser, requestId?: string): Promise<UserRecord> {
      userGuard.create(actorOf(caller));
      userGuard.newUser(input);
      const request = requestId ? { id: requestId, fingerprint: fingerprint({ ...input, password: '' }) } : undefined;
      const earlier = () => (request ? tx.run((uow) => earlierRecord(uow, request)) : Promise.resolve(null));
      const first = await earlier();
      if (first) return first;
      try {
        await emailFree(input.email);
      } catch (error) {
        // A concurrent twin of this request may have taken the address: then its record is the answer.
        const twin = await earlier();
        if (twin) return twin;
        throw error;
      }
      const { authId } = await accounts.create(normaliseEmail(input.email), input.password);
      return insertForAccount(
        authId,
        (at) => ({ ...newUserFields(input, authId), id: authId, updatedAt: at }),
        caller,
        request,
      );
    },

    /** Self-registration: the account waits as `pending` until an admin approves it. */
    async register(input: { readonly name: string; readonly email: string; readonly password: string }) {
      userGuard.newUser({ ...input, rule: 'user' });
      await emailFree(input.email);
      const { authId } = await accounts.create(normaliseEmail(input.email), input.password);
      return insertForAccount(
        authId,
        (at) => ({ ...pendingUserFields(input, authId), id: authId, updatedAt: at }),
        null,
      );
    },

    async edit(caller: Caller, id: string, edit: UserEdit, expectedUpdatedAt?: string): Promise<UserRecord> {
      if (!expectedUpdatedAt) throw refusals.versionRequired();
      userGuard.edited(edit);
      return tx.run(async (uow) => {
        const before = await uow.users.get(id);
        if (!before) throw refusals.notFound('user');
        if (expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
        userGuard.edit(actorOf(caller), before, edit);
        const after: UserRecord = {
          ...applyUserEdit(before, edit),
          id,
          updatedAt: nextRevision(now(), before.updatedAt),
        };
        await uow.users.put(after);
        await audit(uow, caller, 'update', before, after);
        return after;
      });
    },

    async removalMode(_caller: Caller, id: string): Promise<'delete' | 'deactivate'> {
      return deletionMode(await freight.hasActivityBy(id));
    },

    /** Deletes a user without history; deactivates one whose name is on shipments. */
    async remove(caller: Caller, id: string, expectedUpdatedAt?: string): Promise<'deleted' | 'deactivated'> {
      const mode = deletionMode(await freight.hasActivityBy(id));
      const outcome = await tx.run(async (uow) => {
        const before = await uow.users.get(id);
        if (!before) throw refusals.notFound('user');
        if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
        userGuard.remove(actorOf(caller), before);
        if (mode === 'deactivate') {
          const after: UserRecord = { ...before, status: 'inactive', updatedAt: nextRevision(now(), before.updatedAt) };
          await uow.users.put(after);
          await audit(uow, caller, 'update', before, after);
          return 'deactivated' as const;
        }
        await uow.users.remove(id);
        await uow.uniques.release('user.email', before.email);
        await audit(uow, caller, 'delete', before, before);
        return 'deleted' as const;
      });
      if (outcome === 'deleted') await accounts.remove(id).catch(() => undefined);
      return outcome;
    },

    approve(caller: Caller, id: string): Promise<UserRecord> {
      return tx.run(async (uow) => {
        const before = await uow.users.get(id);
        if (!before) throw refusals.notFound('user');
        userGuard.decide(actorOf(caller), before);
        const after: UserRecord = { ...before, status: 'active', updatedAt: nextRevision(now(), before.updatedAt) };
        await uow.users.put(after);
        await audit(uow, caller, 'update', before, after);
        return after;
      });
    },

    /**
     * A refused registration is deleted with its account, so the address can register again; only one that never
     * had history (a user set back to pending who has shipments to their name is refused: user.hasHistory).
     */
    async refuse(caller: Caller, id: string): Promise<void> {
      // Asked before the unit of work, as remove does (a store's query cannot run inside one on PGlite).
      const hasHistory = await freight.hasActivityBy(id);
      await tx.run(async (uow) => {
        const before = await uow.users.get(id);
        if (!before) throw refusals.notFound('user');
        userGuard.decide(actorOf(caller), before);
        if (hasHistory) throw refusals.conflict('user.hasHistory');
        await uow.users.remove(id);
        await uow.uniques.release('user.email', before.email);
        await audit(uow, caller, 'delete', before, before);
      });
      await accounts.remove(id).catch(() => undefined);
    },
  };
}

export type UserService = ReturnType<typeof makeUserService>;
