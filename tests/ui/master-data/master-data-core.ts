import { act } from '@testing-library/react';
import { emptyMemoryData, type MemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import type { AppUseCases } from '../../../src/application/app-use-cases';
import type { Caller } from '../../../src/application/auth/caller';
import type { Session } from '../../../src/application/auth/session';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { makeBackend } from '../../../src/application/backend';
import { makeContactUseCases } from '../../../src/application/contacts/contact.use-cases';
import {
  createLocalContactRepository,
  createLocalProductRepository,
} from '../../../src/application/local/local-master-data-repositories';
import { createLocalUserRepository } from '../../../src/application/local/local-user-repository';
import { makeProductUseCases } from '../../../src/application/products/product.use-cases';
import { makeUserUseCases } from '../../../src/application/users/user.use-cases';
import type { UserRecord } from '../../../src/domain/user/user-record';
import type { UiLocale } from '../../../src/domain/shared/locale';
import { renderRoute, TEST_ADMIN } from '../../support/render-with-app';

/** The signed-in admin of these tests, and a colleague who saves the same records meanwhile. */
export const ME: Caller = { id: TEST_ADMIN.userId, name: TEST_ADMIN.name, role: 'admin' };
export const COLLEAGUE: Caller = { id: 'u-bia', name: 'Bia Costa', role: 'admin' };

const staff = (caller: Caller, status: UserRecord['status'] = 'active'): UserRecord => ({
  id: caller.id,
  auth: caller.id,
  name: caller.name,
  email: `${caller.id.slice(2)}@demo.com`,
  rule: caller.role,
  status,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/**
 * The business core on the in-memory store, as the screens reach it in the browser (use cases over the local
 * repositories, acting as the signed-in admin); `core` is the same backend for what a colleague does meanwhile.
 */
export function masterDataCore() {
  let tick = 0;
  let n = 0;
  const data: MemoryData = emptyMemoryData();
  for (const caller of [ME, COLLEAGUE]) data.users.set(caller.id, staff(caller));
  const core = makeBackend(createMemoryStores(data), {
    clock: { now: () => new Date(Date.parse('2026-11-21T12:00:00Z') + 1000 * tick++) },
    ids: { newId: (prefix) => `${prefix}-${(n += 1)}` },
    accounts: { create: async () => ({ authId: `acc-${(n += 1)}` }), remove: async () => undefined },
  });
  const me = { current: async () => ME };
  const useCases: Partial<AppUseCases> = {
    products: makeProductUseCases({ products: createLocalProductRepository(core.products, me) }),
    contacts: makeContactUseCases({ contacts: createLocalContactRepository(core.contacts, me) }),
    users: makeUserUseCases({
      users: createLocalUserRepository(core.users, me),
      session: createSessionStore(TEST_ADMIN),
    }),
  };
  return { core, data, useCases };
}

/** A master-data screen through the app's own routes over this core. */
export async function renderOverCore(
  path: string,
  useCases: Partial<AppUseCases>,
  locale: UiLocale = 'en',
  session: Session = TEST_ADMIN,
) {
  let result: Awaited<ReturnType<typeof renderRoute>> | undefined;
  await act(async () => {
    result = await renderRoute(path, { useCases, locale, session });
  });
  return result as Awaited<ReturnType<typeof renderRoute>>;
}
