import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import type { Caller } from '../../../src/application/auth/caller';
import { makeBackend } from '../../../src/application/backend';
import { createLocalFreightRepository } from '../../../src/application/local/local-freight-repository';
import {
  createLocalContactRepository,
  createLocalProductRepository,
} from '../../../src/application/local/local-master-data-repositories';
import { createLocalUserRepository } from '../../../src/application/local/local-user-repository';
import type { CallerSource } from '../../../src/application/ports/caller-source.port';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { contactRepositoryContract } from '../../adapters/contracts/contact-repository.contract';
import { sampleProduct } from '../../adapters/contracts/master-data-samples';
import { partyContacts } from '../../adapters/contracts/party-contacts';
import { productRepositoryContract } from '../../adapters/contracts/product-repository.contract';
import { userRepositoryContract } from '../../adapters/contracts/user-repository.contract';
import { freightRepositoryContract } from '../../adapters/freight/freight-repository.contract';

// The repositories firebase mode gives the screens, over the use cases on the in-memory store: the same contracts
// the REST adapters pass. The Firestore suites run them again on the emulator under the security rules.
const STAFF: Caller = { id: 'u-staff', name: 'Bruno Staff', role: 'user' };
const ADMIN: Caller = { id: 'u-admin', name: 'Ana Admin', role: 'admin' };
const as = (caller: Caller): CallerSource => ({ current: async () => caller });

function backend() {
  let tick = 0;
  let n = 0;
  return makeBackend(createMemoryStores(emptyMemoryData()), {
    clock: { now: () => new Date(Date.parse('2026-11-21T12:00:00Z') + 1000 * tick++) },
    ids: { newId: (prefix) => `${prefix}-${(n += 1)}` },
    accounts: { create: async () => ({ authId: `acc-${(n += 1)}` }), remove: async () => undefined },
  });
}

freightRepositoryContract('local repositories on the memory store', async () => {
  const core = backend();
  return {
    staff: createLocalFreightRepository(core.freight, as(STAFF)),
    admin: createLocalFreightRepository(core.freight, as(ADMIN)),
    contacts: createLocalContactRepository(core.contacts, as(STAFF)),
    products: createLocalProductRepository(core.products, as(STAFF)),
  };
});

contactRepositoryContract('local repositories on the memory store', async () => {
  const core = backend();
  return {
    contacts: createLocalContactRepository(core.contacts, as(STAFF)),
    useAsShipper: async (id) => {
      const parties = await partyContacts({ create: (fields) => core.contacts.create(STAFF, fields) });
      const shipper = { id, name: 'Shipper', country: 'BR' };
      await core.freight.create(STAFF, freightInputOf(aFreight({ ...parties, shipper })));
    },
  };
});

productRepositoryContract('local repositories on the memory store', async () => {
  const core = backend();
  return {
    products: createLocalProductRepository(core.products, as(STAFF)),
    useOnLine: async (productId) => {
      const parties = await partyContacts({ create: (fields) => core.contacts.create(STAFF, fields) });
      await core.freight.create(STAFF, freightInputOf(aFreight({ ...parties, lines: [aLine({ productId })] })));
    },
  };
});

userRepositoryContract('local repositories on the memory store', async () => {
  const core = backend();
  return {
    users: createLocalUserRepository(core.users, as(ADMIN)),
    registerPending: async (name, email) => (await core.users.register({ name, email, password: 'secret123-long' })).id,
  };
});

describe('local repositories', () => {
  it('act as whoever is signed in at the time of each call', async () => {
    const core = backend();
    let current = STAFF;
    const freight = createLocalFreightRepository(core.freight, { current: async () => current });
    const parties = await partyContacts({ create: (fields) => core.contacts.create(STAFF, fields) });
    const record = await freight.create(freightInputOf(aFreight(parties)));
    await freight.transition(record.id, 'book');
    await expect(freight.transition(record.id, 'reopen')).rejects.toMatchObject({ kind: 'forbidden' });
    current = ADMIN;
    const reopened = await freight.transition(record.id, 'reopen');
    expect(reopened.history.map((h) => h.by.id)).toEqual([STAFF.id, ADMIN.id]);
  });

  it('pass the version a save started from, so a newer save is not overwritten', async () => {
    const products = createLocalProductRepository(backend().products, as(STAFF));
    const made = await products.create(sampleProduct('v1'));
    const saved = await products.update(made.id, sampleProduct('v1', { descriptionEn: 'First' }), {
      expectedUpdatedAt: made.updatedAt,
    });
    await expect(
      products.update(made.id, sampleProduct('v1', { descriptionEn: 'Second' }), { expectedUpdatedAt: made.updatedAt }),
    ).rejects.toMatchObject({ code: 'record.stale' });
    await expect(products.remove(made.id, { expectedUpdatedAt: made.updatedAt })).rejects.toMatchObject({
      code: 'record.stale',
    });
    await expect(products.get(made.id)).resolves.toEqual(saved);
  });

  it('refuse an answer that arrives after the caller gave up on it, so it cannot overwrite a newer one', async () => {
    const core = backend();
    let release: () => void = () => undefined;
    const slowCaller: CallerSource = {
      current: () => new Promise<Caller>((resolve) => (release = () => resolve(STAFF))),
    };
    const contacts = createLocalContactRepository(core.contacts, slowCaller);
    const controller = new AbortController();
    const search = contacts.search('zelda', { signal: controller.signal });
    controller.abort();
    release();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
    const aborted = new AbortController();
    aborted.abort();
    await expect(
      createLocalContactRepository(core.contacts, as(STAFF)).list(
        {
          text: '',
          filters: {},
          sort: null,
          page: 1,
          pageSize: 10,
        },
        aborted.signal,
      ),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuse every call when nobody may act', async () => {
    const refused = { current: () => Promise.reject(new Error('signed out')) };
    await expect(createLocalFreightRepository(backend().freight, refused).get('fr-1')).rejects.toThrow('signed out');
  });
});
