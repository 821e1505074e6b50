import type * as z from 'zod/mini';
import type { ContactRepository } from '../../application/ports/contact-repository.port';
import type { Contact, ContactFields } from '../../domain/contact/contact';
import { contactDto } from './dto/master-data.dto';
import type { HttpClient } from './http-client';
import { httpRecordResource } from './http-record-resource';

export function createHttpContactRepository(http: HttpClient): ContactRepository {
  const { lookup, ...resource } = httpRecordResource<Contact, ContactFields>(
    http,
    '/api/contacts',
    contactDto as z.ZodMiniType<Contact>,
  );
  return {
    ...resource,
    search: (text, options = {}) => lookup({ q: text, role: options.role, limit: options.limit ?? 10 }, options.signal),
  };
}
