import type { ContactService } from '../contacts/contact-service';
import type { CallerSource } from '../ports/caller-source.port';
import type { ContactRepository } from '../ports/contact-repository.port';
import type { ProductRepository } from '../ports/product-repository.port';
import type { ProductService } from '../products/product-service';
import { callerScope } from './caller-scope';

const DEFAULT_LOOKUP_LIMIT = 10;

/** The products port over the product service running in this browser, each call made as the signed-in caller. */
export function createLocalProductRepository(products: ProductService, callers: CallerSource): ProductRepository {
  const as = callerScope(callers);
  return {
    list: (query, signal) => as((caller) => products.list(caller, query), signal),
    search: (text, options = {}) =>
      as((caller) => products.lookup(caller, text, options.limit ?? DEFAULT_LOOKUP_LIMIT), options.signal),
    get: (id, signal) => as((caller) => products.get(caller, id), signal),
    create: (fields, options = {}) => as((caller) => products.create(caller, fields, options.requestId)),
    update: (id, fields, options = {}) =>
      as((caller) => products.update(caller, id, fields, options.expectedUpdatedAt)),
    remove: (id, options = {}) => as((caller) => products.remove(caller, id, options.expectedUpdatedAt)),
    importMany: (rows) => as((caller) => products.importMany(caller, rows)),
  };
}

/** The contacts port over the contact service running in this browser, each call made as the signed-in caller. */
export function createLocalContactRepository(contacts: ContactService, callers: CallerSource): ContactRepository {
  const as = callerScope(callers);
  return {
    list: (query, signal) => as((caller) => contacts.list(caller, query), signal),
    search: (text, options = {}) =>
      as(
        (caller) =>
          contacts.lookup(caller, text, {
            ...(options.role ? { role: options.role } : {}),
            limit: options.limit ?? DEFAULT_LOOKUP_LIMIT,
          }),
        options.signal,
      ),
    get: (id, signal) => as((caller) => contacts.get(caller, id), signal),
    create: (fields, options = {}) => as((caller) => contacts.create(caller, fields, options.requestId)),
    update: (id, fields, options = {}) =>
      as((caller) => contacts.update(caller, id, fields, options.expectedUpdatedAt)),
    remove: (id, options = {}) => as((caller) => contacts.remove(caller, id, options.expectedUpdatedAt)),
    importMany: (rows) => as((caller) => contacts.importMany(caller, rows)),
  };
}
