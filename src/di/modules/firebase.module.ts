import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../config/env';
import { createHttpClient, type HttpClientOptions } from '../../adapters/http/http-client';
import { TOKENS } from '../tokens';
import { bindShellAdapters } from './shell.bindings';
import { bindDemoAdapters } from './demo.bindings';
import { bindFirebaseAuth } from './firebase-auth.bindings';
import { bindFirestoreBackend } from './firestore-backend.bindings';

/**
 * Firebase Auth + the business core on Firestore. Loaded by dynamic import only when VITE_BACKEND=firebase.
 * The template demos still talk HTTP to the in-browser mock server, hence the same-origin client.
 */
export function firebaseModule(config: AppConfig, fetch?: HttpClientOptions['fetch']): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.httpClient).toConstantValue(
      createHttpClient({ baseUrl: '', timeoutMs: config.httpTimeoutMs, ...(fetch ? { fetch } : {}) }),
    );
    bindDemoAdapters(bind);
    bindShellAdapters(bind);
    bindFirebaseAuth(bind, config);
    bindFirestoreBackend(bind);
  });
}
