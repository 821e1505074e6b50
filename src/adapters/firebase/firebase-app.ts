import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';

/** What the Firebase adapters need to know (the parsed VITE_FIREBASE_* settings). */
export interface FirebaseSettings {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId: string;
  readonly useEmulators: boolean;
  readonly authEmulatorUrl: string;
  readonly firestoreEmulatorHost: string;
}

export interface FirebaseServices {
  readonly app: FirebaseApp;
  readonly auth: Auth;
  /**
   * Firestore Lite: one-shot reads and writes over plain fetch, for every Firestore adapter. In the
   * browser, Pretender (kept for the template demos) replaces XMLHttpRequest and the full SDK's
   * WebChannel stalls behind it (lists stay "Loading…"); fetch to other origins is left native, so
   * Lite works. The app uses no live listeners, so the full SDK would only add weight.
   */
  readonly liteDb: Firestore;
  dispose(): Promise<void>;
}

function hostAndPort(value: string): [string, number] {
  const at = value.lastIndexOf(':');
  return [value.slice(0, at), Number(value.slice(at + 1))];
}

/**
 * One Firebase app with Auth and Firestore. `name` gives a second, independent app (an admin
 * creating an account must not be signed out of their own session); `memoryOnly` keeps its
 * session out of browser storage.
 */
export function createFirebaseServices(
  settings: FirebaseSettings,
  name?: string,
  memoryOnly = false,
): FirebaseServices {
  const { apiKey, authDomain, projectId, appId } = settings;
  const app = initializeApp({ apiKey, authDomain, projectId, appId }, name);
  const persistence =
    memoryOnly || typeof window === 'undefined'
      ? [inMemoryPersistence]
      : [browserLocalPersistence, browserSessionPersistence];
  const auth = initializeAuth(app, { persistence });
  const liteDb = getFirestore(app);
  if (settings.useEmulators) {
    connectAuthEmulator(auth, settings.authEmulatorUrl, { disableWarnings: true });
    const [host, port] = hostAndPort(settings.firestoreEmulatorHost);
    connectFirestoreEmulator(liteDb, host, port);
  }
  return { app, auth, liteDb, dispose: () => deleteApp(app) };
}
