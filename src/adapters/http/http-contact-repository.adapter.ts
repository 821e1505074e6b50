import type * as z from 'zod/mini';
import type { ContactLookupOptions, ContactRepository } from '../../application/ports/contact-repository.port';
import type { Contact, ContactFields } from '../../domain/contact/contact';
import { contactDtos } from './dto/master-data.dto';
import type { HttpClient } from './http-client';
import { httpRecordResource } from './http-record-resource';

export function createHttpContactRepository(http: HttpClient): ContactRepository {
  const dto = contactDtos.record as z.ZodMiniType<Contact>;
  return httpRecordResource<Contact, ContactFields, ContactLookupOptions>(http, '/api/contacts', dto, (options) => ({
    role: options.role,
  }));
}
