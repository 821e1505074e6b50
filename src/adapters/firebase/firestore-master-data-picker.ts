import {
  collection,
  endAt,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { Contact, ContactRole } from '../../domain/contact/contact';
import { contactPickerKeys, pickContacts } from '../../domain/contact/contact-list';
import type { Product } from '../../domain/product/product';
import { pickProducts, productPickerKeys } from '../../domain/product/product-list';
import { pickerName, type PickerKeys } from '../../domain/shared/picker';
import { narrowestWord, prefixTokens, searchWords, storedToken, wordParts } from '../../domain/shared/word-search';
import type { FirestoreIndex } from './firestore-freight-query';
import { fromDocument, toCommittedDocument, type RecordOf, type StoredKind } from './firestore-master-data-documents';
import { decodeAll } from './firestore-readers';

/**
 * The pickers of products and contacts on Firestore read a page, not the collection. Every write of a product or
 * contact stores under `keys` its picker name (`name`, folded) and, while it is active, `tokens`: the beginnings of
 * the words it is found by (see word-search.ts), each under the scopes it is offered in (`:coff` for any picker, a
 * contact also `shipper:coff` for the shipper picker when it is a shipper), and the bare scope (`shipper:`) that a
 * picker with nothing typed reads. One composite index per collection (tokens, name) serves every lookup: at most
 * two queries ordered by name, the names that begin with the typed text (a range) and the records holding the token
 * of the longest typed word, a page at a time until a page of them matches every word (at most MAX_TOKEN_PAGES).
 * The domain's picker then ranks what was read, as it does over a whole collection in the other stores.
 */

const NAME = 'keys.name';
/**
 * How many pages of the longest typed word's holders a lookup reads at most. Every page is read in name order, so
 * when several words match only a few of many holders, the answer is the first matches found: the beginning of what
 * the domain would offer, which typing more of the other words completes.
 */
const MAX_TOKEN_PAGES = 5;
const TOKENS = 'keys.tokens';

function keysOf<T>(keys: PickerKeys<T>, record: T, active: boolean, scopes: readonly string[]) {
  const words = active ? ['', ...prefixTokens(wordParts(keys.text(record)))] : [];
  return {
    name: pickerName(keys.name(record)),
    tokens: scopes.flatMap((scope) => words.map((word) => `${scope}:${word}`)),
  };
}

/** What a product's or contact's document keeps under `keys` (a user's keeps nothing). */
export function pickerDocumentKeys(kind: StoredKind, record: object): Record<string, unknown> | null {
  if (kind === 'products') {
    const product = record as Product;
    return keysOf(productPickerKeys, product, product.active, ['']);
  }
  if (kind !== 'contacts') return null;
  const contact = record as Contact;
  return keysOf(contactPickerKeys, contact, contact.active, ['', ...contact.roles]);
}

/** How a transaction writes a master record: the record at the commit's time, with its picker keys. */
export function committedMasterDocument(kind: StoredKind) {
  return (record: { readonly id: string }): Record<string, unknown> => {
    const keys = pickerDocumentKeys(kind, record);
    return { ...toCommittedDocument(record), ...(keys ? { keys } : {}) };
  };
}

type Picked = 'products' | 'contacts';

function recordsIn<K extends Picked>(kind: K, docs: readonly QueryDocumentSnapshot[]): RecordOf<K>[] {
  const unique = [...new Map(docs.map((d) => [d.id, d])).values()];
  return decodeAll(kind, unique, (id, data) => fromDocument(kind, id, data)).records;
}

async function lookup<K extends Picked>(
  db: Firestore,
  kind: K,
  scope: string,
  text: string,
  size: number,
  pick: (candidates: RecordOf<K>[]) => RecordOf<K>[],
): Promise<RecordOf<K>[]> {
  if (size <= 0) return [];
  const page = async (token: string, cursors: readonly QueryConstraint[]) => {
    const holding = where(TOKENS, 'array-contains', `${scope}:${token}`);
    return (await getDocs(query(collection(db, kind), holding, orderBy(NAME), ...cursors, limit(size)))).docs;
  };
  const words = searchWords(text);
  const word = narrowestWord(words);
  if (word === null) return pick(recordsIn(kind, await page('', [])));
  const whole = words.join(' ');
  const read = await page('', [startAt(whole), endAt(`${whole}\uf8ff`)]);
  let matched: RecordOf<K>[] = [];
  for (let pages = 0, after: QueryDocumentSnapshot | null = null; pages < MAX_TOKEN_PAGES; pages += 1) {
    const next = await page(storedToken(word), after ? [startAfter(after)] : []);
    read.push(...next);
    matched = pick(recordsIn(kind, read));
    if (next.length < size || matched.length >= size) break;
    after = next[next.length - 1] ?? null;
  }
  return matched;
}

export function lookUpProducts(db: Firestore, text: string, size: number): Promise<Product[]> {
  return lookup(db, 'products', '', text, size, (found) => pickProducts(found, text, size));
}

export function lookUpContacts(db: Firestore, text: string, role: ContactRole | null, size: number) {
  return lookup(db, 'contacts', role ?? '', text, size, (found) => pickContacts(found, text, role, size));
}

/** The composite indexes the lookups need (firestore.indexes.json must contain them): one per collection. */
export function pickerIndexes(): FirestoreIndex[] {
  return (['products', 'contacts'] as const).map((collectionGroup) => ({
    collectionGroup,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: TOKENS, arrayConfig: 'CONTAINS' },
      { fieldPath: NAME, order: 'ASCENDING' },
    ],
  }));
}
