import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { connectFirestoreEmulator, getFirestore, type Firestore as LiteFirestore } from 'firebase/firestore/lite';
import {
  createFirebaseServices,
  type FirebaseServices,
  type FirebaseSettings,
} from '../../src/adapters/firebase/firebase-app';

export const EMULATOR_PROJECT_ID = 'demo-freightdesk';

export interface HostPort {
  readonly host: string;
  readonly port: number;
}

// Fail loudly (never skip) when a suite runs without the emulators around it.
function hostFromEnv(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): HostPort {
  const value = process.env[name];
  const match = value?.match(/^(.+):(\d+)$/);
  if (!match?.[1] || !match[2]) {
    throw new Error(`${name} is not set: run this suite through "bash scripts/emulators.sh run -- <command>"`);
  }
  return { host: match[1], port: Number(match[2]) };
}

export const firestoreEmulator = (): HostPort => hostFromEnv('FIRESTORE_EMULATOR_HOST');
export const authEmulator = (): HostPort => hostFromEnv('FIREBASE_AUTH_EMULATOR_HOST');

export function readFirestoreRules(): string {
  // A path string, not a URL: under jsdom the global URL is not the one node:fs accepts.
  return readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../firestore.rules'), 'utf8');
}

export function createRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: EMULATOR_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFirestoreRules() },
  });
}

async function emulatorDelete(target: HostPort, path: string): Promise<void> {
  const response = await fetch(`http://${target.host}:${target.port}${path}`, {
    method: 'DELETE',
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`DELETE ${path} failed: ${response.status} ${await response.text()}`);
}

export function clearFirestoreData(): Promise<void> {
  return emulatorDelete(
    firestoreEmulator(),
    `/emulator/v1/projects/${EMULATOR_PROJECT_ID}/databases/(default)/documents`,
  );
}

export function clearAuthAccounts(): Promise<void> {
  return emulatorDelete(authEmulator(), `/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`);
}

/** The app's Firebase settings pointed at the running emulators. */
export function emulatorFirebaseSettings(): FirebaseSettings {
  const auth = authEmulator();
  const firestore = firestoreEmulator();
  return {
    apiKey: 'demo-api-key',
    authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
    projectId: EMULATOR_PROJECT_ID,
    appId: 'demo-app-id',
    useEmulators: true,
    authEmulatorUrl: `http://${auth.host}:${auth.port}`,
    firestoreEmulatorHost: `${firestore.host}:${firestore.port}`,
  };
}

/** Creates a sign-in account on the Auth emulator and answers its uid. */
export async function signUpOnEmulator(email: string, password: string): Promise<string> {
  const { host, port } = authEmulator();
  const response = await fetch(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { localId: string }).localId;
}

export interface EmulatorStaff {
  readonly email: string;
  readonly name: string;
  readonly role: 'admin' | 'user';
}

let staffApps = 0;

/**
 * A member of staff as the app sees them: an account, an active user record keyed by its uid (written
 * past the rules), and a Firebase app of its own signed in as them. Dispose the app after the test.
 */
export async function signInStaffOnEmulator(
  rules: RulesTestEnvironment,
  staff: EmulatorStaff,
): Promise<FirebaseServices> {
  const uid = await signUpOnEmulator(staff.email, 'demodemo');
  await rules.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, `users/${uid}`), {
      name: staff.name,
      auth: uid,
      email: staff.email,
      status: 'active',
      rule: staff.role,
    });
  });
  staffApps += 1;
  const services = createFirebaseServices(emulatorFirebaseSettings(), `staff-${staffApps}`, true);
  await signInWithEmailAndPassword(services.auth, staff.email, 'demodemo');
  return services;
}

let ownerApps = 0;

/**
 * A Firestore Lite instance on the emulator that the security rules do not apply to (the emulator's `owner`
 * token): for suites about storage itself, such as the store contract. Dispose it after the suite.
 */
export function ownerFirestore(): { readonly db: LiteFirestore; dispose(): Promise<void> } {
  ownerApps += 1;
  const app = initializeApp({ projectId: EMULATOR_PROJECT_ID, apiKey: 'demo-api-key' }, `owner-${ownerApps}`);
  const db = getFirestore(app);
  const { host, port } = firestoreEmulator();
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
  return { db, dispose: () => deleteApp(app) };
}
