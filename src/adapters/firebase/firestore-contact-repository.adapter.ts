import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import type { ContactRepository } from '../../application/ports/contact-repository.port';
import { EMPTY_CONTACT, isContactRole, type Contact, type ContactFields } from '../../domain/contact/contact';
import { contactFilters, contactListConfig, pickContacts } from '../../domain/contact/contact-list';
import { createListIndex } from '../../domain/shared/list-query';
import { AppError } from '../../application/errors/app-error';
import { storedContact } from './firestore-master-data.schemas';
import { fromDoc, guarded, MAX_IMPORT_ROWS, notFound, rowErrors, singleFlight } from './firestore-master-data';

const COLLECTION = 'contacts';

/** Contacts in the `contacts` collection; a contact named as shipper or consignee by freight is not deleted. */
export function createFirestoreContactRepository(db: Firestore): ContactRepository {
  const contacts = collection(db, COLLECTION);
  const toContact = (id: string, data: unknown): Contact => fromDoc(storedContact, id, data, EMPTY_CONTACT);
  const readAll = async (): Promise<Contact[]> => (await getDocs(contacts)).docs.map((d) => toContact(d.id, d.data()));
  const once = singleFlight<Contact>();

  const usedByFreight = async (id: string): Promise<boolean> => {
    const freight = collection(db, 'freight');
    for (const field of ['shipper.id', 'consignee.id']) {
      if (!(await getDocs(query(freight, where(field, '==', id), limit(1)))).empty) return true;
    }
    return false;
  };

  return {
    list: (q) =>
      guarded(async () => {
        const role = q.filters.role;
        const country = q.filters.country;
        const filters = contactFilters(
          isContactRole(role) ? role : null,
          typeof country === 'string' && country ? country : null,
        );
        const { items, total, page, pageCount } = createListIndex(await readAll(), contactListConfig).run({
          ...q,
          filters,
        });
        return { items, total, page, pageCount };
      }),
    search: (text, options = {}) =>
      guarded(async () => pickContacts(await readAll(), text, options.role ?? null, options.limit ?? 10)),
    get: (id) =>
      guarded(async () => {
        const snap = await getDoc(doc(contacts, id));
        if (!snap.exists()) throw notFound('contact');
        return toContact(snap.id, snap.data());
      }),
    create: (fields, options = {}) =>
      once(options.requestId, () =>
        guarded(async () => {
          const ref = options.requestId ? doc(contacts, options.requestId) : doc(contacts);
          const earlier = await getDoc(ref);
          if (earlier.exists()) return toContact(earlier.id, earlier.data());
          await setDoc(ref, fields);
          return { ...fields, id: ref.id, updatedAt: '' };
        }),
      ),
    update: (id, fields) =>
      guarded(async () => {
        const ref = doc(contacts, id);
        if (!(await getDoc(ref)).exists()) throw notFound('contact');
        await setDoc(ref, fields);
        return { ...fields, id, updatedAt: '' };
      }),
    remove: (id) =>
      guarded(async () => {
        const ref = doc(contacts, id);
        if (!(await getDoc(ref)).exists()) throw notFound('contact');
        if (await usedByFreight(id)) {
          throw new AppError('conflict', 'This contact is used by a shipment and cannot be deleted.', {
            status: 409,
            fieldErrors: { id: 'inUse' },
          });
        }
        await deleteDoc(ref);
      }),
    importMany: (rows: readonly ContactFields[]) =>
      guarded(async () => {
        if (rows.length > MAX_IMPORT_ROWS) throw rowErrors({ rows: 'tooMany' });
        const batch = writeBatch(db);
        for (const row of rows) batch.set(doc(contacts), row);
        await batch.commit();
        return { created: rows.length };
      }),
  };
}
