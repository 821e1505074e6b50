import { fieldChanges, type AuditAction } from '../../domain/audit/audit-entry';
import { normaliseEmail } from '../../domain/contact/field-rules';
import { nextRevision } from '../../domain/shared/revision';
import {
  applyUserEdit,
  newUserFields,
  pendingUserFields,
  type NewUser,
  type UserEdit,
  type UserRecord,
} from '../../domain/user/user-record';
import {
  canCreateUser,
  canDecideRegistration,
  canDeleteUser,
  canEditUser,
  deletionMode,
  validateNewUser,
  validateUserEdit,
  type Actor,
  type UserDecision,
} from '../../domain/user/user-rules';
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

function enforce(decision: UserDecision | 'notPending'): void {
  if (decision === 'ok') return;
  if (decision === 'notAdmin') throw refusals.forbidden('user.adminOnly');
  if (decision === 'notPending') throw refusals.conflict('user.notPending');
  const field = decision === 'ownRole' ? 'rule' : decision === 'ownStatus' ? 'status' : 'id';
  throw refusals.selfChange(decision, field);
}

function invalid(errors: Readonly<Partial<Record<string, string>>>): void {
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (entries.length > 0) throw refusals.invalid(Object.fromEntries(entries));
}

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

  /** Writes a new record for an account made just before; the account is removed again if the write fails. */
  async function insertForAccount(
    authId: string,
    build: (at: string) => UserRecord,
    by: Caller | null,
  ): Promise<UserRecord> {
    try {
      return await tx.run(async (uow) => {
        const record = build(now());
        if ((await uow.uniques.owner('user.email', record.email)) !== null) throw refusals.emailTaken();
        await uow.users.put(record);
        await uow.uniques.claim('user.email', record.email, record.id);
        await audit(uow, by, 'create', null, record);
        return record;
      });
    } catch (error) {
      await accounts.remove(authId).catch(() => undefined);
      throw error;
    }
  }

  async function emailFree(email: string): Promise<void> {
    const owner = await tx.run((uow) => uow.uniques.owner('user.email', normaliseEmail(email)));
    if (owner !== null) throw refusals.emailTaken();
  }

  return {
    list: (_caller: Caller, query: UserListQuery) => users.list(query),
    all: (_caller: Caller) => users.all(),
    get: (_caller: Caller, id: string) => read(id),

    async create(caller: Caller, input: NewUser): Promise<UserRecord> {
      enforce(canCreateUser(actorOf(caller)));
      invalid(validateNewUser(input));
      await emailFree(input.email);
      const { authId } = await accounts.create(normaliseEmail(input.email), input.password);
      return insertForAccount(authId, (at) => ({ ...newUserFields(input, authId), id: authId, updatedAt: at }), caller);
    },

    /** Self-registration: the account waits as `pending` until an admin approves it. */
    async register(input: { readonly name: string; readonly email: string; readonly password: string }) {
      invalid(validateNewUser({ ...input, rule: 'user' }));
      await emailFree(input.email);
      const { authId } = await accounts.create(normaliseEmail(input.email), input.password);
      return insertForAccount(
        authId,
        (at) => ({ ...pendingUserFields(input, authId), id: authId, updatedAt: at }),
        null,
      );
    },

    edit(caller: Caller, id: string, edit: UserEdit, expectedUpdatedAt?: string): Promise<UserRecord> {
      invalid(validateUserEdit(edit));
      return tx.run(async (uow) => {
        const before = await uow.users.get(id);
        if (!before) throw refusals.notFound('user');
        if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
        enforce(canEditUser(actorOf(caller), before, edit));
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
    async remove(caller: Caller, id: string): Promise<'deleted' | 'deactivated'> {
      const mode = deletionMode(await freight.hasActivityBy(id));
      const outcome = await tx.run(async (uow) => {
        const before = await uow.users.get(id);
        if (!before) throw refusals.notFound('user');
        enforce(canDeleteUser(actorOf(caller), before));
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
        enforce(canDecideRegistration(actorOf(caller), before));
        const after: UserRecord = { ...before, status: 'active', updatedAt: nextRevision(now(), before.updatedAt) };
        await uow.users.put(after);
        await audit(uow, caller, 'update', before, after);
        return after;
      });
    },

    /** A refused registration is deleted with its account, so the address can register again. */
    async refuse(caller: Caller, id: string): Promise<void> {
      await tx.run(async (uow) => {
        const before = await uow.users.get(id);
        if (!before) throw refusals.notFound('user');
        enforce(canDecideRegistration(actorOf(caller), before));
        await uow.users.remove(id);
        await uow.uniques.release('user.email', before.email);
        await audit(uow, caller, 'delete', before, before);
      });
      await accounts.remove(id).catch(() => undefined);
    },
  };
}

export type UserService = ReturnType<typeof makeUserService>;
