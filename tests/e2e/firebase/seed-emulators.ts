import { createFirestoreStores } from '../../../src/adapters/firebase/firestore-stores';
import { EMPTY_CONTACT, type ContactFields } from '../../../src/domain/contact/contact';
import { EMPTY_PRODUCT, productCodeKey, type ProductFields } from '../../../src/domain/product/product';
import type { UserRecord } from '../../../src/domain/user/user-record';
import { clearFirestoreData, ownerFirestore } from '../../support/emulators';

/**
 * Playwright global setup for firebase mode: empties the emulators, then creates the staff
 * accounts and, through the Firestore stores, their user records (document id == account uid, as
 * the security rules expect) and the contacts and products a shipment needs.
 */
const PROJECT = 'demo-freightdesk';

export const FIREBASE_STAFF = [
  { email: 'admin@demo.com', password: 'demodemo', name: 'Admin', rule: 'admin' },
  { email: 'staff@demo.com', password: 'demodemo', name: 'Staff', rule: 'user' },
] as const;

const contact = (id: string, fields: Partial<ContactFields>) => ({ id, fields: { ...EMPTY_CONTACT, ...fields } });
const product = (id: string, fields: Partial<ProductFields>) => ({ id, fields: { ...EMPTY_PRODUCT, ...fields } });

/** Two shippers, three consignees and a notify party; the document ids are fixed so tests can name them. */
export const FIREBASE_CONTACTS = [
  contact('c-santos', {
    firstname: 'Ana',
    lastname: 'Souza',
    company: 'Café Santos Exportadora Ltda',
    city: 'Santos',
    state: 'SP',
    country: 'BR',
    email: 'ana@cafesantos.example',
    taxId: '12.345.678/0001-95',
    roles: ['shipper'],
  }),
  contact('c-boavista', {
    firstname: 'João',
    lastname: 'Pereira',
    company: 'Fazenda Boa Vista Ltda',
    city: 'Varginha',
    state: 'MG',
    country: 'BR',
    email: 'joao@boavista.example',
    roles: ['shipper'],
  }),
  contact('c-hamburg', {
    firstname: 'Klaus',
    lastname: 'Weber',
    company: 'Hamburg Kaffee Import GmbH',
    city: 'Hamburg',
    country: 'DE',
    email: 'klaus@hamburgkaffee.example',
    roles: ['consignee'],
  }),
  contact('c-tokyo', {
    firstname: 'Yuki',
    lastname: 'Tanaka',
    company: 'Tokyo Trading KK',
    city: 'Tokyo',
    country: 'JP',
    email: 'yuki@tokyotrading.example',
    roles: ['consignee', 'notify'],
  }),
  contact('c-lisboa', {
    firstname: 'Rita',
    lastname: 'Costa',
    company: 'Lisboa Foods Lda',
    city: 'Lisboa',
    country: 'PT',
    email: 'rita@lisboafoods.example',
    roles: ['consignee'],
  }),
  contact('c-atlantic', {
    firstname: 'Mary',
    lastname: 'Jones',
    company: 'Atlantic Notify Services',
    city: 'Miami',
    state: 'FL',
    country: 'US',
    email: 'mary@atlantic.example',
    roles: ['notify'],
  }),
] as const;

const usd = (minor: number) => ({ minor, currency: 'USD' as const });

/** Four active products and an inactive one, priced in USD (the new shipment's default currency). */
export const FIREBASE_PRODUCTS = [
  product('p-coffee-green', {
    code: 'CF-001',
    descriptionEn: 'Green coffee beans, not roasted',
    descriptionPt: 'Café verde em grão, não torrado',
    hsCode: '090111',
    ncmCode: '09011110',
    unit: 'kg',
    unitPrice: usd(425),
    netWeightGrams: 1000,
    grossWeightGrams: 1020,
  }),
  product('p-coffee-roasted', {
    code: 'CF-002',
    descriptionEn: 'Roasted coffee beans',
    descriptionPt: 'Café torrado em grão',
    hsCode: '090121',
    ncmCode: '09012100',
    unit: 'kg',
    unitPrice: usd(980),
    netWeightGrams: 1000,
    grossWeightGrams: 1050,
  }),
  product('p-cachaca', {
    code: 'CA-700',
    descriptionEn: 'Cachaça 700 ml',
    descriptionPt: 'Cachaça 700 ml',
    hsCode: '220840',
    ncmCode: '22084000',
    unit: 'pcs',
    unitPrice: usd(1234),
    netWeightGrams: 1250,
    grossWeightGrams: 1500,
  }),
  product('p-soy', {
    code: 'SO-001',
    descriptionEn: 'Soya beans',
    descriptionPt: 'Soja em grão',
    hsCode: '120190',
    ncmCode: '12019000',
    unit: 'kg',
    unitPrice: usd(52),
    netWeightGrams: 1000,
    grossWeightGrams: 1000,
  }),
  product('p-acai', {
    code: 'AC-001',
    descriptionEn: 'Frozen açaí pulp',
    descriptionPt: 'Polpa de açaí congelada',
    hsCode: '081190',
    ncmCode: '08119000',
    unit: 'kg',
    unitPrice: usd(310),
    netWeightGrams: 1000,
    grossWeightGrams: 1100,
    active: false,
  }),
] as const;

function host(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run through "bash scripts/e2e-firebase.sh"`);
  return `http://${value}`;
}

async function call(method: string, url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** Writes the seed through the Firestore stores, claiming every product code and staff e-mail as the app does. */
async function writeRecords(staff: readonly UserRecord[]): Promise<void> {
  const owner = ownerFirestore();
  try {
    await createFirestoreStores(owner.db).tx.run(async (uow) => {
      for (const user of staff) {
        await uow.users.put(user);
        await uow.uniques.claim('user.email', user.email, user.id);
      }
      for (const { id, fields } of FIREBASE_CONTACTS) await uow.contacts.put({ ...fields, id, updatedAt: SEEDED_AT });
      for (const { id, fields } of FIREBASE_PRODUCTS) {
        await uow.products.put({ ...fields, id, updatedAt: SEEDED_AT });
        await uow.uniques.claim('product.code', productCodeKey(fields.code), id);
      }
    });
  } finally {
    await owner.dispose();
  }
}

export default async function seedEmulators(): Promise<void> {
  const auth = host('FIREBASE_AUTH_EMULATOR_HOST');
  await call('DELETE', `${auth}/emulator/v1/projects/${PROJECT}/accounts`);
  await clearFirestoreData();
  const staff: UserRecord[] = [];
  for (const person of FIREBASE_STAFF) {
    const { localId } = (await call(
      'POST',
      `${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      { email: person.email, password: person.password, returnSecureToken: true },
    )) as { localId: string };
    staff.push({
      id: localId,
      auth: localId,
      name: person.name,
      email: person.email,
      status: 'active',
      rule: person.rule,
      updatedAt: SEEDED_AT,
    });
  }
  await writeRecords(staff);
}
