import { describe, expect, it, afterEach } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { createHttpContactRepository } from '../../../src/adapters/http/http-contact-repository.adapter';
import { createHttpProductRepository } from '../../../src/adapters/http/http-product-repository.adapter';
import { createHttpUserRepository } from '../../../src/adapters/http/http-user-repository.adapter';
import { handlers as auth } from '../../../src/adapters/mock/handlers/auth.handlers';
import { handlers as contacts } from '../../../src/adapters/mock/handlers/contacts.handlers';
import { handlers as products } from '../../../src/adapters/mock/handlers/products.handlers';
import { handlers as staffUsers } from '../../../src/adapters/mock/handlers/staff-users.handlers';
import { signToken } from '../../../src/adapters/mock/mock-jwt';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import { contactRepositoryContract } from './contact-repository.contract';
import { productRepositoryContract } from './product-repository.contract';
import { userRepositoryContract } from './user-repository.contract';
import { sampleContact } from './master-data-samples';

/** The three master-data contracts over HTTP against the Pretender mock server. */
const NOW = new Date('2026-11-21T12:00:00Z');
let server: MockServerHandle | null = null;
afterEach(() => {
  server?.shutdown();
  server = null;
});

function start(): MockServerHandle {
  server = startMockServer({
    latencyMs: 0,
    seed: 7,
    freightCount: 1,
    mode: 'mock',
    now: () => NOW,
    modules: [auth, staffUsers, products, contacts],
  });
  server.db.define('freight', () => []);
  return server;
}

async function client(userId: string) {
  const token = await signToken(userId, NOW);
  const http = createHttpClient({ baseUrl: '', timeoutMs: 5000 });
  http.setAuth({ token: () => token, refresh: async () => null, onExpired: () => undefined });
  return http;
}

contactRepositoryContract('HTTP adapter + mock server', async () => {
  const handle = start();
  return {
    contacts: createHttpContactRepository(await client('u-staff')),
    useAsShipper: async (id) => {
      handle.db.table<{ shipper: { id: string } }>('freight').push({ shipper: { id } });
    },
  };
});

productRepositoryContract('HTTP adapter + mock server', async () => {
  start();
  return { products: createHttpProductRepository(await client('u-staff')) };
});

userRepositoryContract('HTTP adapter + mock server', async () => {
  start();
  return { users: createHttpUserRepository(await client('u-admin')) };
});

describe('mock master-data endpoints guard like the security rules', () => {
  it('answer 401 without a session', async () => {
    start();
    for (const path of ['/api/contacts', '/api/products', '/api/staff/users'])
      expect((await fetch(path)).status).toBe(401);
  });

  it('let staff read users but only admins manage them, and nobody changes their own role', async () => {
    start();
    const asStaff = createHttpUserRepository(await client('u-staff'));
    await expect(asStaff.listAll()).resolves.toHaveLength(3);
    await expect(
      asStaff.create({ name: 'X', email: 'x@demo.com', password: 'secret1', rule: 'user' }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    const asAdmin = createHttpUserRepository(await client('u-admin'));
    const me = await asAdmin.findById('u-admin');
    if (!me) throw new Error('seeded admin missing');
    await expect(asAdmin.replace(me.id, { ...me, rule: 'user' })).rejects.toMatchObject({
      fieldErrors: { rule: 'ownRole' },
    });
    await expect(asAdmin.remove(me.id)).rejects.toMatchObject({ fieldErrors: { id: 'self' } });
  });

  it('refuses a malformed body with 400 and the field', async () => {
    start();
    const http = await client('u-staff');
    await expect(http.post('/api/contacts', { ...sampleContact('Bad'), roles: ['pirate'] })).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'roles.0': 'invalid' },
    });
  });

  it('reports a user with freight history, who is then deactivated instead of deleted', async () => {
    const handle = start();
    handle.db.table<object>('freight').push({ audit: { createdBy: { id: 'u-staff' } } });
    const users = createHttpUserRepository(await client('u-admin'));
    await expect(users.hasHistory('u-staff')).resolves.toBe(true);
  });
});
