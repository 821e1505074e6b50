import * as z from 'zod/mini';
import { isContactRole, type Contact, type ContactFields } from '../../../domain/contact/contact';
import {
  CONTACT_SORT_FIELDS,
  contactFilters,
  contactListConfig,
  pickContacts,
} from '../../../domain/contact/contact-list';
import { normaliseContact, validateContact } from '../../../domain/contact/contact-validation';
import { contactFieldsDto } from '../../http/dto/master-data.dto';
import { CONTACTS_TABLE, createContactFixture } from '../fixtures/contact.fixture';
import { bodyRecord, created, fail, ok, queryInt, queryString } from '../mock-responses';
import type { MockDatabase } from '../mock-database';
import type { MockHandlersModule } from '../mock-server';
import { cachedIndex, guard, idempotency, invalid, nextId, parseBody, readListQuery } from './master-data-helpers';

interface PartyHolder {
  readonly shipper?: { readonly id?: string } | null;
  readonly consignee?: { readonly id?: string } | null;
  readonly notifyParty?: { readonly id?: string } | null;
}

/** A contact a shipment names as a party cannot be deleted. */
function usedByFreight(db: MockDatabase, id: string): boolean {
  if (!db.has('freight')) return false;
  return db
    .table<PartyHolder>('freight')
    .some((f) => f.shipper?.id === id || f.consignee?.id === id || f.notifyParty?.id === id);
}

export const handlers: MockHandlersModule = {
  area: 'product',
  register(router, context) {
    const { db } = context;
    db.define<Contact>(CONTACTS_TABLE, () => createContactFixture(context.seed));
    const rows = () => db.table<Contact>(CONTACTS_TABLE);
    const cache = cachedIndex(rows, contactListConfig);
    const requests = idempotency();
    const find = (id: string) => rows().find((c) => c.id === id);

    const check = (
      body: unknown,
    ): { ok: true; value: ContactFields } | { ok: false; response: ReturnType<typeof fail> } => {
      const parsed = parseBody(contactFieldsDto, body);
      if (!parsed.ok) return parsed;
      const value = normaliseContact(parsed.value);
      const refused = invalid(validateContact(value));
      return refused ? { ok: false, response: refused } : { ok: true, value };
    };

    router.get('/api/contacts', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const query = readListQuery(request, CONTACT_SORT_FIELDS);
      const role = queryString(request, 'role');
      const country = queryString(request, 'country');
      const filters = contactFilters(isContactRole(role) ? role : null, country ? country.toUpperCase() : null);
      const { items, total, page, pageCount } = cache.index().run({ ...query, filters });
      return ok({ items, total, page, pageCount });
    });

    router.get('/api/contacts/lookup', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const role = queryString(request, 'role');
      const limit = Math.min(50, Math.max(1, queryInt(request, 'limit') ?? 10));
      return ok(pickContacts(rows(), queryString(request, 'q') ?? '', isContactRole(role) ? role : null, limit));
    });

    router.get('/api/contacts/:id', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const contact = find(request.params.id ?? '');
      return contact ? ok(contact) : fail(404, 'No such contact.');
    });

    router.post('/api/contacts', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const { requestId, ...body } = bodyRecord(request);
      const repeated = requests.known(requestId);
      const earlier = repeated ? find(repeated) : undefined;
      if (earlier) return created(earlier);
      const checked = check(body);
      if (!checked.ok) return checked.response;
      const contact: Contact = { ...checked.value, id: nextId('c', rows()) };
      rows().push(contact);
      cache.touch();
      requests.remember(requestId, contact.id);
      return created(contact);
    });

    router.put('/api/contacts/:id', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const index = rows().findIndex((c) => c.id === request.params.id);
      if (index < 0) return fail(404, 'No such contact.');
      const checked = check(request.body);
      if (!checked.ok) return checked.response;
      const contact: Contact = { ...checked.value, id: request.params.id ?? '' };
      rows()[index] = contact;
      cache.touch();
      return ok(contact);
    });

    router.delete('/api/contacts/:id', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const id = request.params.id ?? '';
      const index = rows().findIndex((c) => c.id === id);
      if (index < 0) return fail(404, 'No such contact.');
      if (usedByFreight(db, id))
        return fail(409, 'This contact is used by a shipment and cannot be deleted.', { id: 'inUse' });
      rows().splice(index, 1);
      cache.touch();
      return { status: 204 };
    });

    // All or nothing: every row is checked before any is added.
    router.post('/api/contacts/import', async (request) => {
      const auth = await guard(request, context);
      if (!auth.ok) return auth.response;
      const parsed = parseBody(z.object({ rows: z.array(contactFieldsDto).check(z.maxLength(5000)) }), request.body);
      if (!parsed.ok) return parsed.response;
      const errors: Record<string, string> = {};
      parsed.value.rows.forEach((row, i) => {
        for (const [field, code] of Object.entries(validateContact(row)))
          if (code) errors[`rows.${i + 1}.${field}`] = code;
      });
      const refused = invalid(errors);
      if (refused) return refused;
      for (const row of parsed.value.rows) rows().push({ ...normaliseContact(row), id: nextId('c', rows()) });
      cache.touch();
      return ok({ created: parsed.value.rows.length });
    });
  },
};
