import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import type { HttpClient } from '../../adapters/http/http-client';
import { createHttpAuditRepository } from '../../adapters/http/http-audit-repository.adapter';
import { createHttpContactRepository } from '../../adapters/http/http-contact-repository.adapter';
import { createHttpProductRepository } from '../../adapters/http/http-product-repository.adapter';
import { createHttpSavedViewRepository } from '../../adapters/http/http-saved-view-repository.adapter';
import { createHttpUserRepository } from '../../adapters/http/http-user-repository.adapter';
import { bindSingletonFrom } from '../bind-singleton';
import { TOKENS } from '../tokens';

/** Users, products, contacts, their audit trail and the lists' saved views over the REST contract (mock and http modes). */
export function bindHttpMasterData(bind: ContainerModuleLoadOptions['bind']): void {
  const fromHttp = <T>(token: ServiceIdentifier<T>, make: (http: HttpClient) => T) =>
    bindSingletonFrom(bind, token, TOKENS.httpClient, make);
  fromHttp(TOKENS.userRepository, createHttpUserRepository);
  fromHttp(TOKENS.productRepository, createHttpProductRepository);
  fromHttp(TOKENS.contactRepository, createHttpContactRepository);
  fromHttp(TOKENS.auditRepository, createHttpAuditRepository);
  fromHttp(TOKENS.savedViewRepository, createHttpSavedViewRepository);
}
