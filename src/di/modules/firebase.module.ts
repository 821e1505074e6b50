import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../config/env';
import type { HttpClientOptions } from '../../adapters/http/http-client';
import { bindShellAdapters } from './shell.bindings';
import { bindDemoAdapters } from './demo.bindings';
import { bindFirebaseAuth } from './firebase-auth.bindings';
import { bindFirestoreBackend } from './firestore-backend.bindings';
import { bindLiveChanges } from './live.bindings';

/**
 * Firebase Auth + the business core on Firestore. Loaded by dynamic import only when VITE_BACKEND=firebase.
 * The template demos still talk HTTP to the in-browser mock server (`demoFetch` waits for it).
 */
export function firebaseModule(config: AppConfig, demoFetch?: HttpClientOptions['fetch']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindDemoAdapters(bind, config, demoFetch);
    bindShellAdapters(bind);
    bindFirebaseAuth(bind, config);
    bindFirestoreBackend(bind);
    bindLiveChanges(bind, config);
  });
}
