import { EMPTY_CONTACT, type ContactFields } from '../../../src/domain/contact/contact';
import { EMPTY_PRODUCT, type ProductFields } from '../../../src/domain/product/product';

/**
 * Playwright global setup for firebase mode: empties the emulators, then creates the staff
 * accounts and their user records (document id == account uid, as the security rules expect),
 * and the contacts and products a shipment needs.
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
    taxId: '12.345.678/0001-90',
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

/** A plain value as a Firestore REST `Value` (strings, integers, booleans, arrays and maps are enough here). */
function toValue(value: unknown): unknown {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (value && typeof value === 'object') return { mapValue: { fields: toFields(value) } };
  throw new Error(`Cannot seed ${String(value)}`);
}

function toFields(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, toValue(value)]));
}

export default async function seedEmulators(): Promise<void> {
  const auth = host('FIREBASE_AUTH_EMULATOR_HOST');
  const firestore = host('FIRESTORE_EMULATOR_HOST');
  const documents = `${firestore}/v1/projects/${PROJECT}/databases/(default)/documents`;
  await call('DELETE', `${auth}/emulator/v1/projects/${PROJECT}/accounts`);
  await call('DELETE', `${firestore}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`);
  for (const person of FIREBASE_STAFF) {
    const { localId } = (await call(
      'POST',
      `${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        email: person.email,
        password: person.password,
        returnSecureToken: true,
      },
    )) as { localId: string };
    const fields = toFields({
      name: person.name,
      auth: localId,
      email: person.email,
      status: 'active',
      rule: person.rule,
    });
    await call('PATCH', `${documents}/users/${localId}`, { fields });
  }
  for (const { id, fields } of FIREBASE_CONTACTS)
    await call('PATCH', `${documents}/contacts/${id}`, { fields: toFields(fields) });
  for (const { id, fields } of FIREBASE_PRODUCTS)
    await call('PATCH', `${documents}/products/${id}`, { fields: toFields(fields) });
}
