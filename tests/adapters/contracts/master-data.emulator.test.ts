import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { createFirebaseStaffAccounts } from '../../../src/adapters/firebase/firebase-staff-accounts.adapter';
import type { FirebaseServices } from '../../../src/adapters/firebase/firebase-app';
import { createFirestoreBackend } from '../../../src/adapters/firebase/firestore-backend';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import {
  clearAuthAccounts,
  createRulesTestEnvironment,
  emulatorFirebaseSettings,
  signInStaffOnEmulator,
} from '../../support/emulators';
import { contactRepositoryContract } from './contact-repository.contract';
import { partyContacts } from './party-contacts';
import { productRepositoryContract } from './product-repository.contract';
import { savedViewRepositoryContract } from './saved-view-repository.contract';

// The contact, product and saved-view contracts against the use cases running on Firestore under the real security rules,
// signed in as an ordinary member of staff. The users contract runs in
// tests/adapters/auth/users-repository.emulator.test.ts.
setLogLevel('silent');
setLiteLogLevel('silent');

let rules: RulesTestEnvironment;
let opened: FirebaseServices[] = [];

beforeAll(async () => {
  rules = await createRulesTestEnvironment();
});
afterAll(async () => {
  await rules.cleanup();
});
afterEach(async () => {
  await Promise.all(opened.map((services) => services.dispose()));
  opened = [];
});

const backendOf = (services: FirebaseServices) =>
  createFirestoreBackend(services, {
    clock: { now: () => new Date('2026-11-21T12:00:00Z') },
    accounts: createFirebaseStaffAccounts(emulatorFirebaseSettings()),
  });

async function signedInStaff() {
  await clearAuthAccounts();
  await rules.clearFirestore();
  const staff = await signInStaffOnEmulator(rules, { email: 'staff@demo.com', name: 'Bruno Staff', role: 'user' });
  opened.push(staff);
  return backendOf(staff);
}

contactRepositoryContract('Firestore adapter under the security rules (emulators)', async () => {
  const backend = await signedInStaff();
  return {
    contacts: backend.contacts,
    useAsShipper: async (id) => {
      const parties = await partyContacts(backend.contacts);
      const shipper = { id, name: 'Contract shipper', country: 'BR' };
      await backend.freight.create(freightInputOf(aFreight({ ...parties, shipper })));
    },
  };
});

productRepositoryContract('Firestore adapter under the security rules (emulators)', async () => {
  const backend = await signedInStaff();
  return {
    products: backend.products,
    useOnLine: async (productId) => {
      const parties = await partyContacts(backend.contacts);
      await backend.freight.create(freightInputOf(aFreight({ ...parties, lines: [aLine({ productId })] })));
    },
  };
});

// A member of staff and an admin signed in side by side.
savedViewRepositoryContract('Firestore adapter under the security rules (emulators)', async () => {
  const staff = await signedInStaff();
  const admin = await signInStaffOnEmulator(rules, { email: 'admin@demo.com', name: 'Ana Admin', role: 'admin' });
  opened.push(admin);
  return { staff: staff.views, admin: backendOf(admin).views };
});
