import * as z from 'zod/mini';
import { CONTACT_ROLES } from '../../../domain/contact/contact';
import { PRODUCT_UNITS } from '../../../domain/product/product';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';
import { ROLES } from '../../../domain/acl/role';
import { USER_STATUSES } from '../../../domain/user/user-record';

/**
 * The wire shapes of users, products and contacts (REST contract). The same schemas check the
 * answers in the HTTP adapters and the bodies in the mock server, so both sides agree by construction.
 */
const text = (max: number) => z.string().check(z.maxLength(max));
const int = z.number().check(z.int());

export const contactFieldsDto = z.object({
  firstname: text(100),
  lastname: text(100),
  company: text(200),
  address: text(300),
  city: text(100),
  state: text(100),
  zip: text(20),
  country: text(2),
  phone: text(40),
  fax: text(40),
  email: text(200),
  web: text(200),
  roles: z.array(z.enum(CONTACT_ROLES)),
  taxId: text(40),
});
export const contactDto = z.extend(contactFieldsDto, { id: z.string() });

export const moneyDto = z.object({ minor: int, currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]) });

export const productFieldsDto = z.object({
  code: text(64),
  descriptionPt: text(500),
  descriptionEn: text(500),
  hsCode: text(12),
  ncmCode: text(12),
  unit: z.enum(PRODUCT_UNITS),
  unitPrice: moneyDto,
  netWeightGrams: int.check(z.nonnegative()),
  grossWeightGrams: int.check(z.nonnegative()),
  countryOfOrigin: text(2),
  active: z.boolean(),
});
export const productDto = z.extend(productFieldsDto, { id: z.string() });

export const userFieldsDto = z.object({
  name: text(200),
  auth: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  rule: z.enum(ROLES),
});
export const userRecordDto = z.extend(userFieldsDto, { id: z.string() });
export const newUserDto = z.object({ name: text(200), email: text(254), password: text(200), rule: z.enum(ROLES) });

export function listPageDto<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: int, page: int, pageCount: int });
}

export const importAnswerDto = z.object({ created: int });
export const historyAnswerDto = z.object({ hasHistory: z.boolean() });
