import { createSignOutChannel } from '../../adapters/browser/sign-out-channel';
import type { ContainerModuleLoadOptions } from 'inversify';
import { createFirebaseStaffAccounts } from '../../adapters/firebase/firebase-staff-accounts.adapter';
import { createFirebaseServices } from '../../adapters/firebase/firebase-app';
import { createFirebaseAuthGateway } from '../../adapters/firebase/firebase-auth-gateway.adapter';
import type { AppConfig } from '../../config/env';
import { TOKENS } from '../tokens';

/**
 * Firebase mode: one Firebase app for every Firebase adapter, and sign-in through Firebase Auth (registration
 * goes through the users use case of the Firestore backend).
 */
export function bindFirebaseAuth(bind: ContainerModuleLoadOptions['bind'], config: AppConfig): void {
  const settings = config.firebase;
  if (!settings) throw new Error('VITE_BACKEND=firebase needs the VITE_FIREBASE_* settings');
  bind(TOKENS.firebase).toConstantValue(createFirebaseServices(settings));
  bind(TOKENS.authGateway)
    .toResolvedValue(
      (firebase, backend) =>
        createFirebaseAuthGateway(
          firebase,
          backend.register,
          createSignOutChannel(typeof window === 'undefined' ? undefined : window),
          (listener) => backend.onCallerRead(listener),
        ),
      [TOKENS.firebase, TOKENS.firestoreBackend],
    )
    .inSingletonScope();
  bind(TOKENS.authAccounts).toConstantValue(createFirebaseStaffAccounts(settings));
  // The hosted sign-in's token is exchanged by the REST backends' /api/authenticate/hosted; Firebase Auth has none.
  bind(TOKENS.hostedLogin).toConstantValue(null);
}
