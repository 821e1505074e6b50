import { fieldChanges, type AuditAction } from '../../domain/audit/audit-entry';
import { contactDisplayName, type Contact, type ContactFields, type ContactRole } from '../../domain/contact/contact';
import { normaliseContact, validateContact } from '../../domain/contact/contact-validation';
import { fingerprint } from '../../domain/shared/fingerprint';
import { nextRevision } from '../../domain/shared/revision';
import type { Caller } from '../auth/caller';
import { refusals } from '../errors/refusals';
import type { Clock } from '../ports/clock.port';
import type { ContactListQuery } from '../ports/contact-repository.port';
import type { IdSource } from '../ports/security.port';
import type { FreightQueries } from '../ports/store/freight-queries.port';
import type { ContactQueries } from '../ports/store/master-data-queries.port';
import type { Transactor, UnitOfWork } from '../ports/store/unit-of-work.port';
import { checkedRows } from '../products/import-rows';

/** Contacts: a save never overwrites a newer one; a contact a shipment names is never deleted. */
export interface ContactServiceDeps {
  readonly tx: Transactor;
  readonly contacts: ContactQueries;
  readonly freight: FreightQueries;
  readonly clock: Clock;
  readonly ids: IdSource;
}

function checked(fields: ContactFields): ContactFields {
  const value = normaliseContact(fields);
  const errors = Object.fromEntries(Object.entries(validateContact(value)).filter((e) => typeof e[1] === 'string'));
  if (Object.keys(errors).length > 0) throw refusals.invalid(errors as Record<string, string>);
  return value;
}

export function makeContactService(deps: ContactServiceDeps) {
  const { tx, contacts, freight, clock, ids } = deps;
  const now = () => clock.now().toISOString();
  const audit = (uow: UnitOfWork, caller: Caller, action: AuditAction, before: Contact | null, after: Contact) =>
    uow.audit.append({
      id: ids.newId('au'),
      kind: 'contact',
      recordId: after.id,
      label: contactDisplayName(after),
      action,
      at: now(),
      by: { id: caller.id, name: caller.name },
      changes: action === 'delete' ? fieldChanges(before, null) : fieldChanges(before, after),
    });

  return {
    list: (_caller: Caller, query: ContactListQuery) => contacts.list(query),
    lookup: (_caller: Caller, text: string, options: { readonly role?: ContactRole; readonly limit: number }) =>
      contacts.lookup(text, { ...options, limit: Math.min(50, Math.max(1, options.limit)) }),

    async get(_caller: Caller, id: string): Promise<Contact> {
      const found = await tx.run((uow) => uow.contacts.get(id));
      if (!found) throw refusals.notFound('contact');
      return found;
    },

    create(caller: Caller, fields: ContactFields, requestId?: string): Promise<Contact> {
      const value = checked(fields);
      const print = fingerprint(value);
      return tx.run(async (uow) => {
        if (requestId) {
          const earlier = await uow.requests.get(requestId);
          if (earlier) {
            if (earlier.kind !== 'contact' || earlier.fingerprint !== print) throw refusals.requestReused();
            const record = await uow.contacts.get(earlier.recordId);
            if (record) return record;
          }
        }
        const at = now();
        const contact: Contact = { ...value, id: ids.newId('c'), updatedAt: at };
        await uow.contacts.put(contact);
        if (requestId)
          await uow.requests.put({ requestId, kind: 'contact', recordId: contact.id, fingerprint: print, at });
        await audit(uow, caller, 'create', null, contact);
        return contact;
      });
    },

    update(caller: Caller, id: string, fields: ContactFields, expectedUpdatedAt?: string): Promise<Contact> {
      const value = checked(fields);
      return tx.run(async (uow) => {
        const before = await uow.contacts.get(id);
        if (!before) throw refusals.notFound('contact');
        if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
        const after: Contact = { ...value, id, updatedAt: nextRevision(now(), before.updatedAt) };
        await uow.contacts.put(after);
        await audit(uow, caller, 'update', before, after);
        return after;
      });
    },

    /** Refused while any shipment names the contact: it can be made inactive instead. */
    async remove(caller: Caller, id: string, expectedUpdatedAt?: string): Promise<void> {
      const uses = await freight.countReferencing({ contactId: id });
      if (uses > 0) throw refusals.inUse(uses);
      await tx.run(async (uow) => {
        const before = await uow.contacts.get(id);
        if (!before) throw refusals.notFound('contact');
        if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== before.updatedAt) throw refusals.stale();
        await uow.contacts.remove(id);
        await audit(uow, caller, 'delete', before, before);
      });
    },

    async importMany(caller: Caller, rows: readonly ContactFields[]): Promise<{ readonly created: number }> {
      const values = checkedRows(rows, normaliseContact, validateContact);
      return tx.run(async (uow) => {
        const at = now();
        for (const value of values) {
          const contact: Contact = { ...value, id: ids.newId('c'), updatedAt: at };
          await uow.contacts.put(contact);
          await audit(uow, caller, 'create', null, contact);
        }
        return { created: values.length };
      });
    },
  };
}

export type ContactService = ReturnType<typeof makeContactService>;
