import * as z from 'zod/mini';
import { ROLES } from '../../domain/acl/role';
import { CONTACT_ROLES } from '../../domain/contact/contact';
import { PRODUCT_UNITS } from '../../domain/product/product';
import { CURRENCY_CODES, type CurrencyCode } from '../../domain/shared/money';
import { USER_STATUSES } from '../../domain/user/user-record';

/**
 * The stored document shapes of `users`, `products` and `contacts` (with the document id added).
 * Kept apart from the REST DTOs on purpose: the stored format and the wire format may evolve separately.
 */
const int = z.number().check(z.int());
/** Documents written before records carried a version read as version ''. */
const unversioned = z._default(z.string(), '');

export const storedContact = z.object({
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
  updatedAt: unversioned,
});

export const storedProduct = z.object({
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
  updatedAt: unversioned,
});

export const storedUser = z.object({
  id: z.string(),
  name: z.string(),
  auth: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  rule: z.enum(ROLES),
  updatedAt: unversioned,
});
