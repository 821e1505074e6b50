import type { Contact, ContactFields } from '../../domain/contact/contact';
import { normaliseContact, validateContact } from '../../domain/contact/contact-validation';
import { hasErrors } from '../../domain/contact/field-rules';
import type { ListPage } from '../../domain/shared/list-query';
import { AppError } from '../errors/app-error';
import type { ContactListQuery, ContactLookupOptions, ContactRepository } from '../ports/contact-repository.port';
import type { SaveOptions } from '../ports/product-repository.port';
import { validateRows } from './validate-rows';

export interface ContactUseCases {
  list(query: ContactListQuery, signal?: AbortSignal): Promise<ListPage<Contact>>;
  search(text: string, options?: ContactLookupOptions): Promise<readonly Contact[]>;
  get(id: string, signal?: AbortSignal): Promise<Contact>;
  /** `options.expectedUpdatedAt`: the version edited; a newer save refuses this one (record.stale). */
  save(id: string | null, fields: ContactFields, requestId?: string, options?: SaveOptions): Promise<Contact>;
  remove(id: string, options?: SaveOptions): Promise<void>;
  importMany(rows: readonly ContactFields[]): Promise<{ readonly created: number }>;
}

/** Checks before the round trip so a typo never costs a request; the server checks again. */
function checked(fields: ContactFields): ContactFields {
  const errors = validateContact(fields);
  if (hasErrors(errors))
    throw new AppError('validation', 'Invalid contact', { fieldErrors: errors as Record<string, string> });
  return normaliseContact(fields);
}

export function makeContactUseCases(deps: { contacts: ContactRepository }): ContactUseCases {
  const { contacts } = deps;
  return {
    list: (query, signal) => contacts.list(query, signal),
    search: (text, options) => contacts.search(text, options),
    get: (id, signal) => contacts.get(id, signal),
    save: (id, fields, requestId, options = {}) =>
      id === null
        ? contacts.create(checked(fields), requestId ? { requestId } : {})
        : contacts.update(id, checked(fields), options),
    remove: (id, options = {}) => contacts.remove(id, options),
    importMany: (rows) => contacts.importMany(validateRows(rows, validateContact).map(normaliseContact)),
  };
}
