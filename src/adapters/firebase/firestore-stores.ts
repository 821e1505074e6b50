import { collection, doc, type Firestore } from 'firebase/firestore/lite';
import type { BackendStores } from '../../application/backend';
import type { IdSource } from '../../application/ports/security.port';
import { createFirestoreAuditQueries } from './firestore-audit-queries';
import { createPageCursors } from './firestore-freight-pages';
import { createFirestoreFreightQueries } from './firestore-freight-queries';
import {
  createFirestoreContactQueries,
  createFirestoreProductQueries,
  createFirestoreUserQueries,
} from './firestore-master-data-queries';
import { createFirestoreSavedViewStore } from './firestore-saved-views';
import { createFirestoreTransactor } from './firestore-transactor';

/**
 * The Firestore store family the business core runs on in firebase mode. The list cursors of the freight queries
 * are dropped after every commit, so no page is read from a position a write moved.
 */
export function createFirestoreStores(db: Firestore): BackendStores {
  const cursors = createPageCursors();
  return {
    tx: createFirestoreTransactor(db, () => cursors.clear()),
    freight: createFirestoreFreightQueries(db, cursors),
    products: createFirestoreProductQueries(db),
    contacts: createFirestoreContactQueries(db),
    users: createFirestoreUserQueries(db),
    audit: createFirestoreAuditQueries(db),
    views: createFirestoreSavedViewStore(db),
  };
}

/** Record ids as Firestore makes its own (20 random characters), after the kind's prefix ('fr-…', 'p-…'). */
export function createFirestoreIdSource(db: Firestore): IdSource {
  const scratch = collection(db, 'ids');
  return { newId: (prefix) => `${prefix}-${doc(scratch).id}` };
}
