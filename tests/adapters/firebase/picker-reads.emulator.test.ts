import { doc, setLogLevel, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { toDocument } from '../../../src/adapters/firebase/firestore-master-data-documents';
import { pickerDocumentKeys } from '../../../src/adapters/firebase/firestore-master-data-picker';
import { createFirestoreStores } from '../../../src/adapters/firebase/firestore-stores';
import { CONTACT_ROLES, EMPTY_CONTACT, type Contact, type ContactRole } from '../../../src/domain/contact/contact';
import { pickContacts } from '../../../src/domain/contact/contact-list';
import { EMPTY_PRODUCT, type Product } from '../../../src/domain/product/product';
import { pickProducts } from '../../../src/domain/product/product-list';
import { clearFirestoreData, ownerFirestore } from '../../support/emulators';
import { readsOf } from '../../support/firestore-read-meter';

// The shipment form's pickers ask at every pause in typing: on Firestore each answer must cost a page of reads, not
// the collection. 1,500 contacts and 800 products whose names share words (so a lookup pages), each answer
// compared with what the domain's picker finds over every record. One typed word costs at most two pages (the names
// that begin with it, the records holding its token) and finds exactly what the domain finds; more words page on
// through the holders of the longest word until a page of them matches every word, at most five pages, and find the
// beginning of what the domain finds (all of it when the other words are not rare among those holders).
setLogLevel('silent');

const CONTACTS = 1500;
const PRODUCTS = 800;
const SIZE = 10;
const owner = ownerFirestore();
const FIRST = ['Hamburg', 'Santos', 'Rotterdam', 'Paulista', 'Nordic', 'Andes', 'Pacific', 'Minas', 'Baltic', 'Lisboa'];
const SECOND = ['Kaffee', 'Trading', 'Imports', 'Logistics', 'Exportadora', 'Foods', 'Cargo'];
const SUFFIX = ['GmbH', 'Ltda', 'BV', 'SA', 'Inc'];
const GOODS = ['coffee', 'soy', 'sugar', 'cotton', 'beef', 'orange juice', 'cocoa', 'pepper'];

const contacts: Contact[] = Array.from({ length: CONTACTS }, (_, i) => ({
  ...EMPTY_CONTACT,
  id: `c-${String(i).padStart(5, '0')}`,
  company: `${FIRST[i % FIRST.length]} ${SECOND[(i * 3) % SECOND.length]} ${SUFFIX[i % SUFFIX.length]} ${i}`,
  email: `ops${i}@example.com`,
  taxId: String(10_000_000 + i * 37),
  roles: CONTACT_ROLES.filter((_, r) => (i + r) % 3 === 0),
  active: i % 11 !== 0,
  updatedAt: '2026-12-01T00:00:00.000Z',
}));
const products: Product[] = Array.from({ length: PRODUCTS }, (_, i) => ({
  ...EMPTY_PRODUCT,
  id: `p-${String(i).padStart(5, '0')}`,
  code: `${GOODS[i % GOODS.length]?.slice(0, 3).toUpperCase()}-${i}`,
  descriptionEn: `${GOODS[i % GOODS.length]} grade ${i % 4} lot ${i}`,
  hsCode: `09${String(i % 100).padStart(2, '0')}11`,
  ncmCode: `09${String(i % 100).padStart(2, '0')}11${String(i % 10).padStart(2, '0')}`,
  active: i % 13 !== 0,
  updatedAt: '2026-12-01T00:00:00.000Z',
}));

async function store(kind: 'contacts' | 'products', records: readonly (Contact | Product)[]) {
  for (let i = 0; i < records.length; i += 400) {
    const batch = writeBatch(owner.db);
    for (const record of records.slice(i, i + 400)) {
      const data = { ...toDocument(record), updatedAt: Timestamp.fromDate(new Date(record.updatedAt)) };
      batch.set(doc(owner.db, kind, record.id), { ...data, keys: pickerDocumentKeys(kind, record) });
    }
    await batch.commit();
  }
}

beforeAll(async () => {
  await clearFirestoreData();
  await store('contacts', contacts);
  await store('products', products);
}, 120_000);

afterAll(() => owner.dispose());

const ids = (records: readonly { id: string }[]) => records.map((r) => r.id);
// The emulator answers a query by scanning the collection (it keeps no index), seconds a page at this size.
const EMULATOR_QUERIES_MS = 90_000;
const severalWords = (text: string) => text.trim().split(/\s+/).length > 1;
/** Two pages (and the one read an empty answer costs) for a word; the range and five pages for several. */
const readsAllowed = (text: string) => (severalWords(text) ? 6 : 2) * SIZE + 1;
/** Exactly the domain's answer for a word; its beginning for several (at least one match when there is one). */
function expectDomainAnswer(found: readonly { id: string }[], expected: readonly { id: string }[], text: string) {
  if (!severalWords(text)) return expect(ids(found)).toEqual(ids(expected));
  expect(ids(found)).toEqual(ids(expected).slice(0, found.length));
  expect(found.length > 0).toBe(expected.length > 0);
}

describe(`Firestore picker reads with ${CONTACTS.toLocaleString('en')} contacts and ${PRODUCTS} products`, () => {
  const contactCases: readonly [string, ContactRole | null][] = [
    ['', null],
    ['', 'consignee'],
    ['ham', null],
    ['hamburg kaf', null],
    ['hamburg kaf', 'shipper'],
    ['trading', 'carrier'],
    ['logistics 12', null],
    ['ops77', null],
    ['10000370', null],
    ['zzz', null],
  ];
  it.each(contactCases)(
    'a contact picker asked for "%s" (%s) reads about a page and finds what the domain finds',
    async (text, role) => {
      const stores = createFirestoreStores(owner.db);
      const { result, reads } = await readsOf(() =>
        stores.contacts.lookup(text, { limit: SIZE, ...(role ? { role } : {}) }),
      );
      console.info(`[firestore reads] contact picker "${text}" (${role ?? 'any role'}): ${reads} reads`);
      expectDomainAnswer(result, pickContacts(contacts, text, role, SIZE), text);
      expect(reads).toBeLessThanOrEqual(readsAllowed(text));
    },
    EMULATOR_QUERIES_MS,
  );

  it('finds many matches for a common word and a typed number in some of them', () => {
    expect(pickContacts(contacts, 'hamburg kaf', null, SIZE)).toHaveLength(SIZE);
    expect(pickContacts(contacts, 'logistics 12', null, SIZE).length).toBeGreaterThan(0);
  });

  it.each(['', 'cof', 'COF-1', 'orange', '0901', '0901.11', 'grade 3 lot', 'nothing'])(
    'a product picker asked for "%s" reads about a page and finds what the domain finds',
    async (text) => {
      const stores = createFirestoreStores(owner.db);
      const { result, reads } = await readsOf(() => stores.products.lookup(text, SIZE));
      console.info(`[firestore reads] product picker "${text}": ${reads} reads`);
      expectDomainAnswer(result, pickProducts(products, text, SIZE), text);
      expect(reads).toBeLessThanOrEqual(readsAllowed(text));
    },
    EMULATOR_QUERIES_MS,
  );
});
