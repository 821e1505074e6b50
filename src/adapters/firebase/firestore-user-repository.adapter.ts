import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { AppError, isAppError } from '../../application/errors/app-error';
import type { AuthAccounts } from '../../application/ports/auth-accounts.port';
import type { UserRepository } from '../../application/ports/user-repository.port';
import { isRole } from '../../domain/acl/role';
import { createListIndex } from '../../domain/shared/list-query';
import { userListConfig } from '../../domain/user/user-list';
import { isUserStatus, newUserFields, type UserEdit, type UserRecord } from '../../domain/user/user-record';
import { fromDoc, guarded, singleFlight } from './firestore-master-data';
import { storedUser } from './firestore-master-data.schemas';

/**
 * Staff user records in `users` {name, auth, email, status, rule}, with the spec's section 7
 * semantics. The document id is the account's uid (the security rules look roles up by it).
 * Deleting a record leaves the sign-in account: the client SDK cannot delete other accounts, and
 * without a record (or with an inactive one) the account reads nothing.
 */
export function createFirestoreUserRepository(db: Firestore, accounts: AuthAccounts): UserRepository {
  const users = collection(db, 'users');
  const toUser = (id: string, data: unknown): UserRecord => fromDoc(storedUser, id, data, {});
  const listAll = () => guarded(async () => (await getDocs(users)).docs.map((d) => toUser(d.id, d.data())));
  const once = singleFlight<UserRecord>();
  const read = async (id: string): Promise<UserRecord> => {
    const snap = await getDoc(doc(users, id));
    if (!snap.exists()) throw new AppError('not-found', 'No such user', { code: 'record.notFound' });
    return toUser(snap.id, snap.data());
  };
  /** Writes the stored record with some fields changed (the decisions are the use cases'). */
  const replace = (id: string, change: Partial<UserEdit>) =>
    guarded(async () => {
      const before = await read(id);
      const after = { ...before, ...change };
      await setDoc(doc(users, id), {
        name: after.name.trim(),
        auth: after.auth,
        email: after.email,
        status: after.status,
        rule: after.rule,
      });
      return after;
    });
  const hasHistory = (id: string) =>
    guarded(async () => {
      const freight = collection(db, 'freight');
      for (const field of ['audit.createdBy.id', 'audit.updatedBy.id']) {
        if (!(await getDocs(query(freight, where(field, '==', id), limit(1)))).empty) return true;
      }
      return false;
    });

  return {
    findByAuthId: (authId) =>
      guarded(async () => {
        const found = await getDocs(query(users, where('auth', '==', authId), limit(1)));
        const first = found.docs[0];
        return first ? toUser(first.id, first.data()) : null;
      }),
    findById: (id) =>
      guarded(async () => {
        const snap = await getDoc(doc(users, id));
        return snap.exists() ? toUser(snap.id, snap.data()) : null;
      }),
    listAll,
    list: async (q) => {
      const { rule, status } = q.filters;
      const filters = { ...(isRole(rule) ? { rule } : {}), ...(isUserStatus(status) ? { status } : {}) };
      const { items, total, page, pageCount } = createListIndex(await listAll(), userListConfig).run({ ...q, filters });
      return { items, total, page, pageCount };
    },
    create: (input, options = {}) =>
      once(options.requestId, () =>
        guarded(async () => {
          let authId: string;
          try {
            authId = (await accounts.create(input.email.trim().toLowerCase(), input.password)).authId;
          } catch (error) {
            if (isAppError(error) && error.fieldErrors.email) {
              throw new AppError('conflict', 'This email is already in use.', {
                status: 409,
                fieldErrors: { email: 'duplicate' },
              });
            }
            throw error;
          }
          const fields = newUserFields(input, authId);
          await setDoc(doc(users, authId), fields);
          return { ...fields, id: authId, updatedAt: '' };
        }),
      ),
    edit: (id, edit) => replace(id, edit),
    remove: (id) =>
      guarded(async () => {
        if (await hasHistory(id)) {
          await replace(id, { status: 'inactive' });
          return 'deactivated' as const;
        }
        await deleteDoc(doc(users, id));
        return 'deleted' as const;
      }),
    approve: (id) => replace(id, { status: 'active' }),
    refuse: (id) => guarded(() => deleteDoc(doc(users, id))),
    hasHistory,
  };
}
