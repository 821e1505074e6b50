import type { ContainerModuleLoadOptions } from 'inversify';
import { createFirestoreBackend } from '../../adapters/firebase/firestore-backend';
import { createBcbPtaxExchangeRates } from '../../adapters/ptax/bcb-ptax-exchange-rates.adapter';
import { freightLookupFromMasterData } from '../../application/freight/freight-lookup';
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
  bind(TOKENS.freightRepository)
    .toResolvedValue((backend) => backend.freight, [TOKENS.firestoreBackend])
    .inSingletonScope();
  bind(TOKENS.productRepository)
    .toResolvedValue((backend) => backend.products, [TOKENS.firestoreBackend])
    .inSingletonScope();
  bind(TOKENS.contactRepository)
    .toResolvedValue((backend) => backend.contacts, [TOKENS.firestoreBackend])
    .inSingletonScope();
  bind(TOKENS.userRepository)
    .toResolvedValue((backend) => backend.users, [TOKENS.firestoreBackend])
    .inSingletonScope();
  bind(TOKENS.auditRepository)
    .toResolvedValue((backend) => backend.audit, [TOKENS.firestoreBackend])
    .inSingletonScope();
  bind(TOKENS.savedViewRepository)
    .toResolvedValue((backend) => backend.views, [TOKENS.firestoreBackend])
    .inSingletonScope();
  bind(TOKENS.freightLookup)
    .toResolvedValue(
      (backend) => freightLookupFromMasterData(backend.contacts, backend.products),
      [TOKENS.firestoreBackend],
    )
    .inSingletonScope();
  // No server of our own in this mode: the browser asks the Banco Central's PTAX service itself.
  bind(TOKENS.exchangeRates)
    .toResolvedValue(() => createBcbPtaxExchangeRates(), [])
    .inSingletonScope();
}
