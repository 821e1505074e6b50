import { doc, setDoc, setLogLevel } from 'firebase/firestore/lite';
import { createFirestoreStores } from '../../../../src/adapters/firebase/firestore-stores';
import { DEFAULT_FREIGHT_QUERY } from '../../../../src/domain/freight/freight-query';
import { clearFirestoreData, ownerFirestore } from '../../../support/emulators';
import { storedFreight, storedProduct } from './store-samples';
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

storeContract('Firestore (emulator)', async () => ({ stores: await emptyStores() }));

describe('Firestore readers', () => {
  it('skip a document that is not a record instead of failing the list, the export or the dashboard', async () => {
    const stores = await emptyStores();
    await stores.tx.run(async (uow) => {
      await uow.freight.put(storedFreight(1));
      await uow.products.put(storedProduct(1));
    });
    await setDoc(doc(owner.db, 'freight/bare'), { reference: 'FR-2026-000009', status: 'shipped' });
    await setDoc(doc(owner.db, 'products/junk'), { code: 'J-1', unitPrice: 'free' });
    const page = await stores.freight.list({ ...DEFAULT_FREIGHT_QUERY, pageSize: 10 });
    expect(page.items.map((r) => r.id)).toEqual(['fr-1']);
    expect((await stores.freight.all(DEFAULT_FREIGHT_QUERY, 10)).map((r) => r.id)).toEqual(['fr-1']);
    expect((await stores.freight.dashboard('2026-11-23')).byStatus.draft).toBe(1);
    const products = await stores.products.list({ text: '', filters: {}, sort: null, page: 1, pageSize: 10 });
    expect(products.items.map((p) => p.id)).toEqual(['p-1']);
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
