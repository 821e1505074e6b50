import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { createFirestoreBackend, type FirestoreBackend } from '../../adapters/firebase/firestore-backend';
import { createBcbPtaxExchangeRates } from '../../adapters/ptax/bcb-ptax-exchange-rates.adapter';
import { freightLookupFromMasterData } from '../../application/freight/freight-lookup';
import { bindSingletonFrom } from '../bind-singleton';
import { TOKENS } from '../tokens';

/**
 * Firebase mode only (imported by firebase.module, so the SDK stays out of the mock bundle): the repositories the
 * screens use are the business core's use cases running on Firestore, as the signed-in account.
 */
export function bindFirestoreBackend(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.firestoreBackend)
    .toResolvedValue(
      (firebase, clock, accounts) => createFirestoreBackend(firebase, { clock, accounts }),
      [TOKENS.firebase, TOKENS.clock, TOKENS.authAccounts],
    )
    .inSingletonScope();
  const fromBackend = <T>(token: ServiceIdentifier<T>, make: (backend: FirestoreBackend) => T) =>
    bindSingletonFrom(bind, token, TOKENS.firestoreBackend, make);
  fromBackend(TOKENS.freightRepository, (backend) => backend.freight);
  fromBackend(TOKENS.productRepository, (backend) => backend.products);
  fromBackend(TOKENS.contactRepository, (backend) => backend.contacts);
  fromBackend(TOKENS.userRepository, (backend) => backend.users);
  fromBackend(TOKENS.auditRepository, (backend) => backend.audit);
  fromBackend(TOKENS.savedViewRepository, (backend) => backend.views);
  fromBackend(TOKENS.freightLookup, (backend) => freightLookupFromMasterData(backend.contacts, backend.products));
  // No server of our own in this mode: the browser asks the Banco Central's PTAX service itself.
  bind(TOKENS.exchangeRates)
    .toResolvedValue(() => createBcbPtaxExchangeRates(), [])
    .inSingletonScope();
}
