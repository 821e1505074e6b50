import type { ContactService } from '../contacts/contact-service';
import type { MasterRecordCalls } from '../master-data/master-record-service';
import type { CallerSource } from '../ports/caller-source.port';
import type { ContactRepository } from '../ports/contact-repository.port';
import type { SaveOptions } from '../ports/master-record-repository.port';
import type { ProductRepository } from '../ports/product-repository.port';
import type { ProductService } from '../products/product-service';
import { callerScope } from './caller-scope';

const DEFAULT_LOOKUP_LIMIT = 10;

/** A master-data port over its service running in this browser, each call made as the signed-in caller. */
function localRecordRepository<R, F, Q>(service: MasterRecordCalls<R, F, Q>, callers: CallerSource) {
  const as = callerScope(callers);
  return {
    as,
    list: (query: Q, signal?: AbortSignal) => as((caller) => service.list(caller, query), signal),
    get: (id: string, signal?: AbortSignal) => as((caller) => service.get(caller, id), signal),
    create: (fields: F, options: { readonly requestId?: string } = {}) =>
      as((caller) => service.create(caller, fields, options.requestId)),
    update: (id: string, fields: F, options: SaveOptions = {}) =>
      as((caller) => service.update(caller, id, fields, options.expectedUpdatedAt)),
    remove: (id: string, options: SaveOptions = {}) =>
      as((caller) => service.remove(caller, id, options.expectedUpdatedAt)),
    importMany: (rows: readonly F[], options: { readonly requestId?: string } = {}) =>
      as((caller) => service.importMany(caller, rows, options.requestId)),
  };
}

/** The products port over the product service running in this browser. */
export function createLocalProductRepository(products: ProductService, callers: CallerSource): ProductRepository {
  const { as, ...records } = localRecordRepository(products, callers);
  return {
    ...records,
    search: (text, options = {}) =>
      as((caller) => products.lookup(caller, text, options.limit ?? DEFAULT_LOOKUP_LIMIT), options.signal),
  };
}

/** The contacts port over the contact service running in this browser. */
export function createLocalContactRepository(contacts: ContactService, callers: CallerSource): ContactRepository {
  const { as, ...records } = localRecordRepository(contacts, callers);
  return {
    ...records,
    search: (text, options = {}) =>
      as(
        (caller) =>
          contacts.lookup(caller, text, {
            ...(options.role ? { role: options.role } : {}),
            limit: options.limit ?? DEFAULT_LOOKUP_LIMIT,
          }),
        options.signal,
      ),
  };
}
