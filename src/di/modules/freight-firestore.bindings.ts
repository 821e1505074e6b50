import type { ContainerModuleLoadOptions } from 'inversify';
import { createFirestoreFreightRepository } from '../../adapters/firebase/firestore-freight-repository.adapter';
import { freightLookupFromMasterData } from '../../application/freight/freight-lookup';
import { TOKENS } from '../tokens';

/** Firebase mode only (imported by firebase.module): shipments in Firestore, pickers over the Firestore contacts and products. */
export function bindFirestoreFreight(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.freightRepository)
    .toResolvedValue(
      (firebase, clock) => createFirestoreFreightRepository(firebase, clock),
      [TOKENS.firebase, TOKENS.clock],
    )
    .inSingletonScope();
  bind(TOKENS.freightLookup)
    .toResolvedValue(
      (contacts, products) => freightLookupFromMasterData(contacts, products),
      [TOKENS.contactRepository, TOKENS.productRepository],
    )
    .inSingletonScope();
}
