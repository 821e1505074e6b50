import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import type { FirebaseServices } from '../../../src/adapters/firebase/firebase-app';
import { createFirestoreContactRepository } from '../../../src/adapters/firebase/firestore-contact-repository.adapter';
import { createFirestoreFreightRepository } from '../../../src/adapters/firebase/firestore-freight-repository.adapter';
import { createFirestoreProductRepository } from '../../../src/adapters/firebase/firestore-product-repository.adapter';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { clearAuthAccounts, createRulesTestEnvironment, signInStaffOnEmulator } from '../../support/emulators';
import { contactRepositoryContract } from './contact-repository.contract';
import { productRepositoryContract } from './product-repository.contract';

// The contact and product contracts against Firestore under the real security rules, signed in as
// an ordinary member of staff. The users contract runs in tests/adapters/auth/users-repository.emulator.test.ts.
setLogLevel('silent');

let rules: RulesTestEnvironment;
let opened: FirebaseServices | null = null;

beforeAll(async () => {
  rules = await createRulesTestEnvironment();
});
afterAll(async () => {
  await rules.cleanup();
});
afterEach(async () => {
  await opened?.dispose();
  opened = null;
});

async function signedInStaff(): Promise<FirebaseServices> {
  await clearAuthAccounts();
  await rules.clearFirestore();
  opened = await signInStaffOnEmulator(rules, { email: 'staff@demo.com', name: 'Bruno Staff', role: 'user' });
  return opened;
}

contactRepositoryContract('Firestore adapter under the security rules (emulators)', async () => {
  const services = await signedInStaff();
  const freight = createFirestoreFreightRepository(services, { now: () => new Date('2026-11-21T12:00:00Z') });
  return {
    contacts: createFirestoreContactRepository(services.liteDb),
    useAsShipper: async (id) => {
      await freight.create(freightInputOf(aFreight({ shipper: { id, name: 'Contract shipper', country: 'BR' } })));
    },
  };
});

productRepositoryContract('Firestore adapter under the security rules (emulators)', async () => {
  const services = await signedInStaff();
  const freight = createFirestoreFreightRepository(services, { now: () => new Date('2026-11-21T12:00:00Z') });
  return {
    products: createFirestoreProductRepository(services.liteDb),
    useOnLine: async (productId) => {
      await freight.create(freightInputOf(aFreight({ lines: [aLine({ productId })] })));
    },
  };
});
