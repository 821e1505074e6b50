// @vitest-environment jsdom
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import type { AccountChange } from '../../../src/application/ports/auth-gateway.port';
import { createFirebaseAuthGateway } from '../../../src/adapters/firebase/firebase-auth-gateway.adapter';
import {
  createFirebaseServices,
  type FirebaseServices,
  type FirebaseSettings,
} from '../../../src/adapters/firebase/firebase-app';
import { createFirebaseStaffAccounts } from '../../../src/adapters/firebase/firebase-staff-accounts.adapter';
import { createFirestoreBackend } from '../../../src/adapters/firebase/firestore-backend';
import { createFirestoreIdSource, createFirestoreStores } from '../../../src/adapters/firebase/firestore-stores';
import { makeBackend } from '../../../src/application/backend';
import {
  authEmulator,
  clearAuthAccounts,
  createRulesTestEnvironment,
  EMULATOR_PROJECT_ID,
  firestoreEmulator,
} from '../../support/emulators';
import { authGatewayContract, type ContractAccount } from './auth-gateway.contract';

const settings = (): FirebaseSettings => ({
  apiKey: 'demo-api-key',
  authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
  projectId: EMULATOR_PROJECT_ID,
  appId: 'demo-app-id',
  useEmulators: true,
  authEmulatorUrl: `http://${authEmulator().host}:${authEmulator().port}`,
  firestoreEmulatorHost: `${firestoreEmulator().host}:${firestoreEmulator().port}`,
});

const admin: ContractAccount = { email: 'admin@demo.com', password: 'demodemo', name: 'Admin', role: 'admin' };
const staff: ContractAccount = { email: 'staff@demo.com', password: 'demodemo', name: 'Staff', role: 'user' };

async function signUp(email: string, password: string): Promise<string> {
  const { host, port } = authEmulator();
  const url = `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`signUp ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { localId: string }).localId;
}

let rules: RulesTestEnvironment;
const opened: FirebaseServices[] = [];
let appName = 0;
const uids: Record<string, string> = {};

async function seedUser(account: ContractAccount, status = 'active'): Promise<void> {
  const uid = await signUp(account.email, account.password);
  uids[account.email] = uid;
  // Record id == account uid: the rules find the caller's role by it.
  await rules.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, `users/${uid}`), {
      name: account.name,
      auth: uid,
      email: account.email,
      status,
      rule: account.role,
    });
  });
}

function open(name: string): FirebaseServices {
  const services = createFirebaseServices(settings(), name);
  opened.push(services);
  return services;
}

beforeAll(async () => {
  rules = await createRulesTestEnvironment();
});
afterAll(async () => {
  await rules.cleanup();
});
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await clearAuthAccounts();
  await rules.clearFirestore();
  await seedUser(admin);
  await seedUser(staff);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.dispose()));
});

authGatewayContract('Firebase adapter against the Auth and Firestore emulators', () => {
  appName += 1;
  const name = `contract-${appName}`;
  const first = createFirebaseAuthGateway(open(name));
  return {
    provider: 'firebase',
    admin,
    staff,
    gateway: () => first,
    async reopen() {
      // A reload: the same app name (and so the same persisted session), a fresh SDK instance.
      await opened.pop()?.dispose();
      return createFirebaseAuthGateway(open(name));
    },
  };
});

describe('Firebase sign-in specifics', () => {
  it('updates the provider profile display name from the user record', async () => {
    const services = open('profile');
    await createFirebaseAuthGateway(services).login({ email: staff.email, password: staff.password, remember: false });
    expect(services.auth.currentUser?.displayName).toBe('Staff');
  });

  it('refuses an account without a staff record and signs it out again', async () => {
    await signUp('outsider@demo.com', 'demodemo');
    const services = open('outsider');
    const attempt = createFirebaseAuthGateway(services).login({
      email: 'outsider@demo.com',
      password: 'demodemo',
      remember: false,
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'forbidden', message: 'No staff record for this account.' });
    expect(services.auth.currentUser).toBeNull();
  });

  it('refuses an inactive record', async () => {
    await seedUser({ email: 'gone@demo.com', password: 'demodemo', name: 'Gone', role: 'user' }, 'inactive');
    const attempt = createFirebaseAuthGateway(open('inactive')).login({
      email: 'gone@demo.com',
      password: 'demodemo',
      remember: false,
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'forbidden', message: 'This account is not active.' });
  });

  it('creates a sign-in account for new staff without signing the admin out', async () => {
    const services = open('creator');
    await createFirebaseAuthGateway(services).login({ email: admin.email, password: admin.password, remember: false });
    const { authId } = await createFirebaseStaffAccounts(settings()).create('new@demo.com', 'secret1-long');
    expect(authId).toMatch(/\w+/);
    expect(services.auth.currentUser?.email).toBe(admin.email);
  });

  it('registers a new account as pending: nobody stays signed in and the login says why until an admin approves', async () => {
    const services = open('register');
    const backend = createFirestoreBackend(services, {
      clock: { now: () => new Date() },
      accounts: createFirebaseStaffAccounts(settings()),
    });
    const gateway = createFirebaseAuthGateway(services, backend.register);
    const registration = { name: 'Nina Nova', email: 'Nina@Demo.com', password: 'secret1-long', remember: false };
    await expect(gateway.register(registration)).resolves.toEqual({ pending: true });
    expect(services.auth.currentUser).toBeNull();
    const login = () => gateway.login({ email: 'nina@demo.com', password: 'secret1-long', remember: false });
    await expect(login()).rejects.toMatchObject({ kind: 'forbidden', code: 'auth.account.pending' });
    expect(services.auth.currentUser).toBeNull();

    const adminApp = open('approver');
    await createFirebaseAuthGateway(adminApp).login({ email: admin.email, password: admin.password, remember: false });
    const adminBackend = createFirestoreBackend(adminApp, {
      clock: { now: () => new Date() },
      accounts: createFirebaseStaffAccounts(settings()),
    });
    const pending = (await adminBackend.users.listAll()).find((u) => u.email === 'nina@demo.com');
    expect(pending).toMatchObject({ name: 'Nina Nova', status: 'pending', rule: 'user' });
    const core = makeBackend(createFirestoreStores(adminApp.liteDb), {
      clock: { now: () => new Date() },
      ids: createFirestoreIdSource(adminApp.liteDb),
      accounts: createFirebaseStaffAccounts(settings()),
    });
    await core.users.approve({ id: uids[admin.email] ?? '', name: admin.name, role: 'admin' }, pending?.id ?? '');
    await expect(login()).resolves.toMatchObject({ name: 'Nina Nova', role: 'user' });
  });

  it('refuses a second registration of a taken address and keeps the first account', async () => {
    const services = open('register-twice');
    const gateway = createFirebaseAuthGateway(
      services,
      createFirestoreBackend(services, {
        clock: { now: () => new Date() },
        accounts: createFirebaseStaffAccounts(settings()),
      }).register,
    );
    await expect(
      gateway.register({ name: 'Other', email: staff.email, password: 'not-the-password', remember: false }),
    ).rejects.toMatchObject({ code: 'user.email.taken', fieldErrors: { email: 'This email is already in use.' } });
    await expect(
      gateway.login({ email: staff.email, password: staff.password, remember: false }),
    ).resolves.toMatchObject({ role: 'user' });
  });

  it('without the registration use case, refuses self-registration', async () => {
    const attempt = createFirebaseAuthGateway(open('register-closed')).register({
      name: 'X',
      email: 'x@demo.com',
      password: 'secret1-long',
      remember: false,
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('an admin changes a signed-in account', () => {
  /** Staff signed in through the gateway, the Firestore backend calling as them, and what the gateway told. */
  async function signedIn(account: ContractAccount, name: string) {
    const services = open(name);
    const backend = createFirestoreBackend(services, {
      clock: { now: () => new Date() },
      accounts: createFirebaseStaffAccounts(settings()),
    });
    const gateway = createFirebaseAuthGateway(services, backend.register, null, (l) => backend.onCallerRead(l));
    const told: AccountChange[] = [];
    gateway.onAccountChanged?.((change) => told.push(change));
    await gateway.login({ email: account.email, password: account.password, remember: false });
    return { backend, told };
  }
  const changeRecord = (account: ContractAccount, patch: object) =>
    rules.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore() as unknown as Firestore, `users/${uids[account.email]}`), patch);
    });

  it('a deactivated account’s next calls are refused with its stable code, and the session is told once', async () => {
    const { backend, told } = await signedIn(staff, 'deactivated');
    await expect(backend.freight.dashboard('2026-11-26')).resolves.toBeDefined();
    expect(told).toEqual([]);
    await changeRecord(staff, { status: 'inactive' });
    const refused = { kind: 'forbidden', code: 'auth.account.inactive' };
    await expect(backend.freight.dashboard('2026-11-26')).rejects.toMatchObject(refused);
    await expect(backend.freight.get('fr-1')).rejects.toMatchObject(refused);
    expect(told).toEqual([{ kind: 'refused', code: 'auth.account.inactive' }]);
  });

  it('a demoted admin’s next call acts as a user, and the session takes the new role once', async () => {
    const { backend, told } = await signedIn(admin, 'demoted');
    await expect(backend.users.listAll()).resolves.toHaveLength(2);
    await changeRecord(admin, { rule: 'user' });
    await expect(backend.users.remove(uids[staff.email] ?? '')).rejects.toMatchObject({ kind: 'forbidden' });
    await backend.freight.dashboard('2026-11-26');
    expect(told).toEqual([{ kind: 'role', session: expect.objectContaining({ role: 'user', email: admin.email }) }]);
  });
});
