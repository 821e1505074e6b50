import { serverTimestamp } from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { ROLES } from '../../domain/acl/role';
import { CONTACT_ROLES, EMPTY_CONTACT, type Contact } from '../../domain/contact/contact';
import { EMPTY_PRODUCT, PRODUCT_UNITS, type Product } from '../../domain/product/product';
import { CURRENCY_CODES, type CurrencyCode } from '../../domain/shared/money';
import { USER_STATUSES, type UserRecord } from '../../domain/user/user-record';
import { instantOf } from './firestore-times';

/**
 * The stored documents of `users`, `products` and `contacts`: the record without its id (the document id).
 * Kept apart from the REST DTOs on purpose: the stored format and the wire format may evolve separately.
 */
const int = z.number().check(z.int());

const storedContact = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
  fax: z.string(),
  email: z.string(),
  web: z.string(),
  roles: z.array(z.enum(CONTACT_ROLES)),
  taxId: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});

const storedProduct = z.object({
  id: z.string(),
  code: z.string(),
  descriptionPt: z.string(),
  descriptionEn: z.string(),
  hsCode: z.string(),
  ncmCode: z.string(),
  unit: z.enum(PRODUCT_UNITS),
  unitPrice: z.object({ minor: int, currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]) }),
  netWeightGrams: int,
  grossWeightGrams: int,
  countryOfOrigin: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});

const storedUser = z.object({
  id: z.string(),
  name: z.string(),
  auth: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  rule: z.enum(ROLES),
  updatedAt: z.string(),
});

/** Documents written before records carried `updatedAt` read as saved at the epoch (any save moves it on). */
const NEVER_SAVED = { updatedAt: new Date(0).toISOString() };

export type StoredKind = 'products' | 'contacts' | 'users';
export type RecordOf<K extends StoredKind> = { products: Product; contacts: Contact; users: UserRecord }[K];

const SHAPES: { readonly [K in StoredKind]: { schema: z.ZodMiniType<RecordOf<K>>; defaults: object } } = {
  products: { schema: storedProduct as z.ZodMiniType<Product>, defaults: { ...EMPTY_PRODUCT, ...NEVER_SAVED } },
  contacts: { schema: storedContact as z.ZodMiniType<Contact>, defaults: { ...EMPTY_CONTACT, ...NEVER_SAVED } },
  users: { schema: storedUser as z.ZodMiniType<UserRecord>, defaults: NEVER_SAVED },
};

/**
 * A stored document as a record: a field missing from an older document takes its default; a document of the
 * wrong shape is null, so a reader skips it instead of failing the whole list.
 */
export function fromDocument<K extends StoredKind>(kind: K, id: string, data: unknown): RecordOf<K> | null {
  const { schema, defaults } = SHAPES[kind];
  if (typeof data !== 'object' || data === null) return null;
  const times = 'updatedAt' in data ? { updatedAt: instantOf(data.updatedAt) } : {};
  const parsed = z.safeParse(schema, { ...defaults, ...data, ...times, id });
  return parsed.success ? parsed.data : null;
}

/** The document of a record: every field but the id. */
export function toDocument(record: { readonly id: string }): Record<string, unknown> {
  const { id: _id, ...fields } = record;
  return fields;
}

/**
 * The document a transaction writes for a record: `updatedAt` is the commit's own time (`serverTimestamp()`, which
 * the security rules compare with the request's time), read back as an ISO instant (firestore-times.ts).
 */
export function toCommittedDocument(record: { readonly id: string }): Record<string, unknown> {
  return { ...toDocument(record), updatedAt: serverTimestamp() };
}
