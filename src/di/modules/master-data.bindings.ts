import type { ContainerModuleLoadOptions } from 'inversify';
import { createHttpAuditRepository } from '../../adapters/http/http-audit-repository.adapter';
import { createHttpContactRepository } from '../../adapters/http/http-contact-repository.adapter';
import { createHttpProductRepository } from '../../adapters/http/http-product-repository.adapter';
import { createHttpSavedViewRepository } from '../../adapters/http/http-saved-view-repository.adapter';
import { createHttpUserRepository } from '../../adapters/http/http-user-repository.adapter';
import { TOKENS } from '../tokens';

/** Users, products, contacts, their audit trail and the lists' saved views over the REST contract (mock and http modes). */
export function bindHttpMasterData(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.userRepository)
    .toResolvedValue((http) => createHttpUserRepository(http), [TOKENS.httpClient])
    .inSingletonScope();
  bind(TOKENS.productRepository)
    .toResolvedValue((http) => createHttpProductRepository(http), [TOKENS.httpClient])
    .inSingletonScope();
  bind(TOKENS.contactRepository)
    .toResolvedValue((http) => createHttpContactRepository(http), [TOKENS.httpClient])
    .inSingletonScope();
  bind(TOKENS.auditRepository)
    .toResolvedValue((http) => createHttpAuditRepository(http), [TOKENS.httpClient])
    .inSingletonScope();
  bind(TOKENS.savedViewRepository)
    .toResolvedValue((http) => createHttpSavedViewRepository(http), [TOKENS.httpClient])
    .inSingletonScope();
}
