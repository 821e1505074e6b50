import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';
import type {
  ContactQueries,
  ProductQueries,
  UserQueries,
} from '../../application/ports/store/master-data-queries.port';
import { contactFiltersOf, contactListConfig } from '../../domain/contact/contact-list';
import { isRole } from '../../domain/acl/role';
import { productFiltersOf, productListConfig } from '../../domain/product/product-list';
import { createListIndex, type ListIndexConfig, type ListQuery } from '../../domain/shared/list-query';
import { userListConfig } from '../../domain/user/user-list';
import { isUserStatus } from '../../domain/user/user-record';
import { guarded } from './firebase-errors';
import { fromDocument, type RecordOf, type StoredKind } from './firestore-master-data-documents';
import { lookUpContacts, lookUpProducts } from './firestore-master-data-picker';
import { decodeAll, withSkipped } from './firestore-readers';

/**
 * Lists and picker lookups of the master data. It is small (hundreds to a few thousand records), so a list reads
 * the collection whole and runs the domain's list index over it; a document that is not a record is skipped and
 * reported (a list page names it). A picker, asked at every pause in typing, reads a page (firestore-master-data-picker).
 */
function readAll<K extends StoredKind>(db: Firestore, kind: K) {
  return guarded(async () =>
    decodeAll(kind, (await getDocs(collection(db, kind))).docs, (id, data) => fromDocument(kind, id, data)),
  );
}

/** One page of a collection's records, the records Firestore holds in a shape the app cannot read reported. */
async function listed<K extends StoredKind, S extends string, F extends string>(
  db: Firestore,
  kind: K,
  config: ListIndexConfig<RecordOf<K>, S, F>,
  query: ListQuery<S, F>,
) {
  const { records, skipped } = await readAll(db, kind);
  const { items, total, page, pageCount } = createListIndex(records, config).run(query);
  return withSkipped({ items, total, page, pageCount }, skipped);
}

/** The records only, for the pickers and the users' list of everyone. */
const recordsOf = async <T>(read: Promise<{ records: T[] }>) => (await read).records;

export function createFirestoreProductQueries(db: Firestore): ProductQueries {
  return {
    list: (query) => listed(db, 'products', productListConfig, { ...query, filters: productFiltersOf(query.filters) }),
    lookup: (search, limit) => guarded(() => lookUpProducts(db, search, limit)),
  };
}

export function createFirestoreContactQueries(db: Firestore): ContactQueries {
  return {
    list: (query) => listed(db, 'contacts', contactListConfig, { ...query, filters: contactFiltersOf(query.filters) }),
    lookup: (search, options) => guarded(() => lookUpContacts(db, search, options.role ?? null, options.limit)),
  };
}

export function createFirestoreUserQueries(db: Firestore): UserQueries {
  return {
    async list(query) {
      const { rule, status } = query.filters;
      const filters = { ...(isRole(rule) ? { rule } : {}), ...(isUserStatus(status) ? { status } : {}) };
      return listed(db, 'users', userListConfig, { ...query, filters });
    },
    all: () => recordsOf(readAll(db, 'users')),
  };
}
