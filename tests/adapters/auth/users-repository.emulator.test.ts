// @vitest-environment jsdom
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { createFirebaseStaffAccounts } from '../../../src/adapters/firebase/firebase-staff-accounts.adapter';
import {
  createFirebaseServices,
  type FirebaseServices,
  type FirebaseSettings,
} from '../../../src/adapters/firebase/firebase-app';
import { createFirestoreBackend } from '../../../src/adapters/firebase/firestore-backend';
import {
  authEmulator,
  clearAuthAccounts,
  createRulesTestEnvironment,
  EMULATOR_PROJECT_ID,
  firestoreEmulator,
} from '../../support/emulators';
import { userRepositoryContract } from '../contracts/user-repository.contract';

// The users contract against the use cases running on Firestore under the real security rules, signed in as an
// admin whose record is keyed by their account uid.
setLogLevel('silent');
setLiteLogLevel('silent');

const settings = (): FirebaseSettings => ({
  apiKey: 'demo-api-key',
  authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
  projectId: EMULATOR_PROJECT_ID,
  appId: 'demo-app-id',
  useEmulators: true,
  authEmulatorUrl: `http://${authEmulator().host}:${authEmulator().port}`,
  firestoreEmulatorHost: `${firestoreEmulator().host}:${firestoreEmulator().port}`,
});

let rules: RulesTestEnvironment;
let opened: FirebaseServices | null = null;
let count = 0;

async function signUp(email: string, password: string): Promise<string> {
  const { host, port } = authEmulator();
  const response = await fetch(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { localId: string }).localId;
}

beforeAll(async () => {
  rules = await createRulesTestEnvironment();
});
afterAll(async () => {
  await opened?.dispose();
  await rules.cleanup();
});
afterEach(async () => {
  await opened?.dispose();
  opened = null;
});

userRepositoryContract('Firestore adapter under the security rules (emulators)', async () => {
  await clearAuthAccounts();
  await rules.clearFirestore();
  const uid = await signUp('boss@demo.com', 'demodemo');
  await rules.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, `users/${uid}`), {
      name: 'Boss',
      auth: uid,
      email: 'boss@demo.com',
      status: 'active',
      rule: 'admin',
    });
  });
  count += 1;
  opened = createFirebaseServices(settings(), `users-contract-${count}`, true);
  await signInWithEmailAndPassword(opened.auth, 'boss@demo.com', 'demodemo');
  const backend = createFirestoreBackend(opened, {
    clock: { now: () => new Date() },
    accounts: createFirebaseStaffAccounts(settings()),
  });
  return {
    users: backend.users,
    // What the sign-up page leaves behind: the person's own account and its pending record, made through the
    // registration use case on an app of its own (so the admin stays signed in here).
    registerPending: async (name, email) => {
      count += 1;
      const guest = createFirebaseServices(settings(), `users-contract-guest-${count}`, true);
      try {
        const guestBackend = createFirestoreBackend(guest, {
          clock: { now: () => new Date() },
          accounts: createFirebaseStaffAccounts(settings()),
        });
        return (await guestBackend.register({ name, email, password: 'secret123-long' })).id;
      } finally {
        await guest.dispose();
      }
    },
  };
});
