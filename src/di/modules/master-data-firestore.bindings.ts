import type { ContainerModuleLoadOptions } from 'inversify';
import { createFirestoreContactRepository } from '../../adapters/firebase/firestore-contact-repository.adapter';
import { createFirestoreProductRepository } from '../../adapters/firebase/firestore-product-repository.adapter';
import { createFirestoreUserRepository } from '../../adapters/firebase/firestore-user-repository.adapter';
import { TOKENS } from '../tokens';

/** Firebase mode only (imported by firebase.module, so the SDK stays out of the mock bundle). */
export function bindFirestoreMasterData(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.userRepository)
    .toResolvedValue(
      (firebase, accounts) => createFirestoreUserRepository(firebase.liteDb, accounts),
      [TOKENS.firebase, TOKENS.authAccounts],
    )
    .inSingletonScope();
  bind(TOKENS.productRepository)
    .toResolvedValue((firebase) => createFirestoreProductRepository(firebase.liteDb), [TOKENS.firebase])
    .inSingletonScope();
  bind(TOKENS.contactRepository)
    .toResolvedValue((firebase) => createFirestoreContactRepository(firebase.liteDb), [TOKENS.firebase])
    .inSingletonScope();
}
