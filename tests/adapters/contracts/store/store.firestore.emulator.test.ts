import { setLogLevel } from 'firebase/firestore/lite';
import { createFirestoreStores } from '../../../../src/adapters/firebase/firestore-stores';
import { clearFirestoreData, ownerFirestore } from '../../../support/emulators';
import { storeContract } from './store.contract';

// The store contract on the Firestore emulator with the security rules set aside: it is about what the stores
// keep and how transactions behave. The rules are tried in tests/rules and, with the use cases, by the
// repository suites signed in as staff.
setLogLevel('silent');

const owner = ownerFirestore();
afterAll(() => owner.dispose());

storeContract('Firestore (emulator)', async () => {
  await clearFirestoreData();
  return { stores: createFirestoreStores(owner.db) };
});
