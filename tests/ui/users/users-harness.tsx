import type { AuthUseCases } from '../../../src/application/auth/auth-use-cases.contract';
import { screen } from '@testing-library/react';
import type { Session } from '../../../src/application/auth/session';
import { createSessionStore } from '../../../src/application/auth/session-store';
import type { UserRepository } from '../../../src/application/ports/user-repository.port';
import { makeUserUseCases } from '../../../src/application/users/user.use-cases';
import { createListIndex } from '../../../src/domain/shared/list-query';
import type { UiLocale } from '../../../src/domain/shared/locale';
import { userListConfig } from '../../../src/domain/user/user-list';
import { applyUserEdit, newUserFields, type UserRecord } from '../../../src/domain/user/user-record';
import { deletionMode } from '../../../src/domain/user/user-rules';
import { renderRoute, TEST_ADMIN } from '../../support/render-with-app';

export const STAFF: Session = {
  userId: 'u-staff',
  name: 'Sam Staff',
  email: 'staff@demo.com',
  role: 'user',
  loggedInWith: 'jwt',
};

const user = (
  key: string,
  name: string,
  rule: UserRecord['rule'],
  status: UserRecord['status'] = 'active',
): UserRecord => ({
  id: `u-${key}`,
  auth: `auth-${key}`,
  name,
  email: `${key}@demo.com`,
  rule,
  status,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export function seedUsers(): UserRecord[] {
  return [
    user('admin', 'Ana Admin', 'admin'),
    user('staff', 'Sam Staff', 'user'),
    user('bia', 'Bia Costa', 'user'),
    user('old', 'Otto Old', 'user', 'inactive'),
  ];
}

export interface MemoryUsers extends UserRepository {
  readonly rows: UserRecord[];
  /** The next call of this method fails with this error (then works again). */
  failNext(method: 'list' | 'create' | 'edit', error: Error): void;
}

/** A user repository over an array, with the port's semantics; `history` lists ids that worked on freight. */
export function memoryUsers(rows: UserRecord[] = seedUsers(), history: readonly string[] = []): MemoryUsers {
  const failures = new Map<string, Error>();
  const check = (method: string) => {
    const failure = failures.get(method);
    failures.delete(method);
    if (failure) throw failure;
  };
  const repository: MemoryUsers = {
    rows,
    failNext: (method, error) => void failures.set(method, error),
    findByAuthId: async (authId) => rows.find((u) => u.auth === authId) ?? null,
    findById: async (id) => rows.find((u) => u.id === id) ?? null,
    listAll: async () => rows,
    list: async (query) => {
      check('list');
      const { match: _match, ...page } = createListIndex(rows, userListConfig).run(query);
      return page;
    },
    create: async (input) => {
      check('create');
      const key = `n${rows.length}`;
      const created = { id: `u-${key}`, ...newUserFields(input, `auth-${key}`), updatedAt: '2026-01-01T00:00:00.000Z' };
      rows.push(created);
      return created;
    },
    edit: async (id, edit) => {
      check('edit');
      const index = rows.findIndex((u) => u.id === id);
      const before = rows[index] as UserRecord;
      const next = { ...applyUserEdit(before, edit), id, updatedAt: new Date().toISOString() };
      rows[index] = next;
      return next;
    },
    remove: async (id) => {
      const index = rows.findIndex((u) => u.id === id);
      const before = rows[index] as UserRecord;
      if (deletionMode(history.includes(id)) === 'deactivate') {
        rows[index] = { ...before, status: 'inactive' };
        return 'deactivated';
      }
      rows.splice(index, 1);
      return 'deleted';
    },
    approve: async (id) => {
      const index = rows.findIndex((u) => u.id === id);
      const next = { ...(rows[index] as UserRecord), status: 'active' as const };
      rows[index] = next;
      return next;
    },
    refuse: async (id) => {
      rows.splice(
        rows.findIndex((u) => u.id === id),
        1,
      );
    },
    hasHistory: async (id) => history.includes(id),
  };
  return repository;
}

/** The users screens through the app's own routes (guards, loaders, query cache), over real use cases and a memory repository. */
export async function renderUsers(
  path: string,
  options: { repository?: UserRepository; session?: Session; locale?: UiLocale; auth?: AuthUseCases } = {},
) {
  const session = options.session ?? TEST_ADMIN;
  const repository = options.repository ?? memoryUsers();
  const users = makeUserUseCases({ users: repository, session: createSessionStore(session) });
  const rendered = await renderRoute(path, {
    useCases: { users, ...(options.auth ? { auth: options.auth } : {}) },
    session,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  return { ...rendered, users, repository };
}

/** The input labelled exactly `label` (a required field's asterisk aside). */
export const field = (label: string, selector = 'input') =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector });
