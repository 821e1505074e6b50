import { makeBackend } from '../../application/backend';
import { createLocalAuditRepository } from '../../application/local/local-audit-repository';
import { createLocalSavedViewRepository } from '../../application/local/local-saved-view-repository';
import { createLocalFreightRepository } from '../../application/local/local-freight-repository';
import {
  createLocalContactRepository,
  createLocalProductRepository,
} from '../../application/local/local-master-data-repositories';
import { createLocalUserRepository } from '../../application/local/local-user-repository';
import type { AuthAccounts } from '../../application/ports/auth-accounts.port';
import type { Clock } from '../../application/ports/clock.port';
import type { FirebaseServices } from './firebase-app';
import { createFirebaseCallerSource, type CallerRecordListener } from './firebase-caller';
import { createFirebaseRegistrar } from './firebase-registration';
import { createFirestoreIdSource, createFirestoreStores } from './firestore-stores';

/**
 * Firebase mode's business core: the use cases of `makeBackend` run in this browser on the Firestore stores, each
 * call made as the signed-in account (name and role from its user record). The security rules check the same
 * invariants where the data lives. `accounts` makes the sign-in accounts of staff an admin creates.
 */
export function createFirestoreBackend(
  services: Pick<FirebaseServices, 'auth' | 'liteDb'>,
  deps: { readonly clock: Clock; readonly accounts: AuthAccounts },
) {
  const stores = createFirestoreStores(services.liteDb);
  const ids = createFirestoreIdSource(services.liteDb);
  const backend = makeBackend(stores, { clock: deps.clock, ids, accounts: deps.accounts });
  const callerReads = new Set<CallerRecordListener>();
  const callers = createFirebaseCallerSource(services, (uid, record) =>
    callerReads.forEach((listener) => listener(uid, record)),
  );
  // Someone registering has no caller yet: the use case runs with their own new account as the one it makes.
  const register = createFirebaseRegistrar(services.auth, (accounts, input) =>
    makeBackend(stores, { clock: deps.clock, ids, accounts }).users.register(input),
  );
  return {
    freight: createLocalFreightRepository(backend.freight, callers),
    products: createLocalProductRepository(backend.products, callers),
    contacts: createLocalContactRepository(backend.contacts, callers),
    users: createLocalUserRepository(backend.users, callers),
    audit: createLocalAuditRepository(backend.audit, callers),
    views: createLocalSavedViewRepository(backend.views, callers),
    register,
    /** Told the signed-in account's user record each time a call reads it. */
    onCallerRead(listener: CallerRecordListener): () => void {
      callerReads.add(listener);
      return () => callerReads.delete(listener);
    },
  };
}

export type FirestoreBackend = ReturnType<typeof createFirestoreBackend>;
