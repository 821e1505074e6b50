import type { ContainerModuleLoadOptions } from 'inversify';
import { createHttpAuditRepository } from '../../adapters/http/http-audit-repository.adapter';
import { createHttpContactRepository } from '../../adapters/http/http-contact-repository.adapter';
import { createHttpProductRepository } from '../../adapters/http/http-product-repository.adapter';
import { createHttpUserRepository } from '../../adapters/http/http-user-repository.adapter';
import { TOKENS } from '../tokens';

/** Users, products, contacts and their audit trail over the REST contract (mock and http modes). */
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
}
