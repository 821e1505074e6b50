import { doc, setDoc, setLogLevel } from 'firebase/firestore/lite';
import { createFirestoreStores } from '../../../../src/adapters/firebase/firestore-stores';
import { refusals } from '../../../../src/application/errors/refusals';
import { DEFAULT_FREIGHT_QUERY } from '../../../../src/domain/freight/freight-query';
import { clearFirestoreData, ownerFirestore } from '../../../support/emulators';
import { storedContact, storedFreight, storedProduct, storedUser } from './store-samples';
import { storeContract } from './store.contract';

// The store contract on the Firestore emulator with the security rules set aside: it is about what the stores
// keep and how transactions behave. The rules are tried in tests/rules and, with the use cases, by the
// repository suites signed in as staff.
setLogLevel('silent');

const owner = ownerFirestore();
afterAll(() => owner.dispose());

async function emptyStores() {
  await clearFirestoreData();
  return createFirestoreStores(owner.db);
}

storeContract('Firestore (emulator)', async () => ({ stores: await emptyStores(), commitTimes: true }));

describe('Firestore readers', () => {
  it('skip a malformed document of each collection, and name it, instead of failing a list, the export, the dashboard or a picker', async () => {
    const stores = await emptyStores();
    await stores.tx.run(async (uow) => {
      await uow.freight.put(storedFreight(1));
      await uow.products.put(storedProduct(1));
      await uow.contacts.put(storedContact(1));
      await uow.users.put(storedUser(1));
      await uow.audit.append({
        id: 'au-1',
        kind: 'product',
        recordId: 'p-1',
        label: 'S1',
        action: 'create',
        at: '2026-11-23T12:00:00.000Z',
        by: { id: 'u-1', name: 'User 1' },
        changes: [],
      });
    });
    // One document per collection that is not a record, written with the rules set aside.
    await setDoc(doc(owner.db, 'freight/bare'), { reference: 'FR-2026-000009', status: 'shipped' });
    await setDoc(doc(owner.db, 'products/junk'), { code: 'J-1', unitPrice: 'free' });
    await setDoc(doc(owner.db, 'contacts/junk'), { firstname: 42, roles: 'all' });
    await setDoc(doc(owner.db, 'users/junk'), { name: 'Nobody', email: 'x@y.z', rule: 'root', status: 'active' });
    await setDoc(doc(owner.db, 'audit/junk'), { kind: 'product', recordId: 'p-1', at: '2026-11-24T12:00:00.000Z' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const skipped = (id: string) => ({ count: 1, ids: [id] });
      const firstPage = { text: '', filters: {}, sort: null, page: 1, pageSize: 10 };

      const freight = await stores.freight.list({ ...DEFAULT_FREIGHT_QUERY, pageSize: 10 });
      expect(freight.items.map((r) => r.id)).toEqual(['fr-1']);
      expect(freight.skipped).toEqual(skipped('bare'));
      expect(await stores.freight.ids(DEFAULT_FREIGHT_QUERY, 10)).toEqual(['fr-1']);
      expect((await stores.freight.dashboard('2026-11-23')).byStatus.draft).toBe(1);

      const products = await stores.products.list(firstPage);
      expect(products.items.map((p) => p.id)).toEqual(['p-1']);
      expect(products.skipped).toEqual(skipped('junk'));
      expect((await stores.products.lookup('', 10)).map((p) => p.id)).toEqual(['p-1']);

      const contacts = await stores.contacts.list(firstPage);
      expect(contacts.items.map((c) => c.id)).toEqual(['c-1']);
      expect(contacts.skipped).toEqual(skipped('junk'));
      expect((await stores.contacts.lookup('', { limit: 10 })).map((c) => c.id)).toEqual(['c-1']);

      const users = await stores.users.list(firstPage);
      expect(users.items.map((u) => u.id)).toEqual(['u-1']);
      expect(users.skipped).toEqual(skipped('junk'));
      expect((await stores.users.all()).map((u) => u.id)).toEqual(['u-1']);

      const audit = await stores.audit.list({}, 1, 10);
      expect(audit.items.map((e) => e.id)).toEqual(['au-1']);
      expect(audit.skipped).toEqual(skipped('junk'));

      expect(warn).toHaveBeenCalledWith(expect.stringContaining('freight: skipped 1 malformed document(s): bare'));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('users: skipped 1 malformed document(s): junk'));
    } finally {
      warn.mockRestore();
    }
  });

  it('name no skipped documents when every document is a record', async () => {
    const stores = await emptyStores();
    await stores.tx.run((uow) => uow.freight.put(storedFreight(1)));
    const page = await stores.freight.list({ ...DEFAULT_FREIGHT_QUERY, pageSize: 10 });
    expect(page.skipped).toBeUndefined();
  });

  it('refuse to hand a malformed record to a use case, and treat an id that is a path as unknown', async () => {
    const stores = await emptyStores();
    await setDoc(doc(owner.db, 'freight/bare'), { reference: 'FR-2026-000009', status: 'shipped' });
    await expect(stores.tx.run((uow) => uow.freight.get('bare'))).rejects.toMatchObject({ kind: 'malformed' });
    await stores.tx.run((uow) => uow.freight.put(storedFreight(1)));
    expect(await stores.tx.run((uow) => uow.freight.get('fr-1/../fr-1'))).toBeNull();
    expect(await stores.tx.run((uow) => uow.freight.get('..'))).toBeNull();
  });

  it('keep request ids and unique keys with any characters apart and intact', async () => {
    const stores = await emptyStores();
    const entry = (requestId: string, recordId: string) => ({
      requestId,
      kind: 'product' as const,
      recordId,
      fingerprint: 'f',
      at: '2026-11-23T12:00:00.000Z',
    });
    await stores.tx.run(async (uow) => {
      await uow.requests.put(entry('a/b', 'p-1'));
      await uow.requests.put(entry('a%2Fb', 'p-2'));
      await uow.uniques.claim('product.code', 'X/1', 'p-1');
    });
    const read = await stores.tx.run(async (uow) => ({
      slash: (await uow.requests.get('a/b'))?.recordId,
      escaped: (await uow.requests.get('a%2Fb'))?.recordId,
      code: await uow.uniques.owner('product.code', 'X/1'),
    }));
    expect(read).toEqual({ slash: 'p-1', escaped: 'p-2', code: 'p-1' });
  });
});

describe('the Firestore transactor', () => {
  it('runs a work again on fresh reads before it believes a conflict refused from reads a concurrent commit changed', async () => {
    const stores = await emptyStores();
    const other = createFirestoreStores(owner.db);
    let attempts = 0;
    const answer = await stores.tx.run(async (uow) => {
      attempts += 1;
      const earlier = await uow.requests.get('rq-race');
      if (earlier) return earlier.recordId;
      if (attempts === 1) {
        // The same request, committed by someone else between this work's two reads.
        await other.tx.run(async (o) => {
          await o.uniques.claim('product.code', 'RACE-1', 'p-first');
          await o.requests.put({
            requestId: 'rq-race',
            kind: 'product',
            recordId: 'p-first',
            fingerprint: 'f',
            at: '2026-12-05T12:00:00.000Z',
          });
        });
      }
      if ((await uow.uniques.owner('product.code', 'RACE-1')) !== null) throw refusals.codeTaken();
      return 'p-second';
    });
    expect(answer).toBe('p-first');
    expect(attempts).toBe(2);
  });
});
