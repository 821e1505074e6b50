import * as z from 'zod/mini';
import { CONTACT_ROLES } from '../../../domain/contact/contact';
import { CONTACT_SORT_FIELDS } from '../../../domain/contact/contact-list';
import { PRODUCT_UNITS } from '../../../domain/product/product';
import { PRODUCT_SORT_FIELDS } from '../../../domain/product/product-list';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';
import { ROLES } from '../../../domain/acl/role';
import { USER_SORT_FIELDS } from '../../../domain/user/user-list';
import { USER_STATUSES } from '../../../domain/user/user-record';
import { expectedUpdatedAtDto, listQueryDto, lookupQueryDto, requestIdDto } from './common.dto';

/**
 * The wire shapes of users, products and contacts (REST contract). The same schemas check the
 * answers in the HTTP adapters and the requests in the route table, so both sides agree by construction.
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
  /** Left out by a client from before contacts could be made inactive: active. */
  active: z._default(z.boolean(), true),
});

/** The schemas a master-data record travels in, read off its fields: as stored, as created, as saved. */
const recordDtos = <S extends z.ZodMiniObject>(fields: S) => ({
  fields,
  record: z.extend(fields, { id: z.string(), updatedAt: z.string() }),
  create: z.extend(fields, { requestId: requestIdDto }),
  update: z.extend(fields, { expectedUpdatedAt: expectedUpdatedAtDto }),
});

export const contactDtos = {
  ...recordDtos(contactFieldsDto),
  listQuery: z.extend(listQueryDto(CONTACT_SORT_FIELDS), {
    role: z.optional(z.enum(CONTACT_ROLES)),
    country: z.optional(text(2)),
    active: z.optional(z.enum(['true', 'false'])),
  }),
  lookupQuery: z.extend(lookupQueryDto, { role: z.optional(z.enum(CONTACT_ROLES)) }),
};

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

export const productDtos = {
  ...recordDtos(productFieldsDto),
  listQuery: z.extend(listQueryDto(PRODUCT_SORT_FIELDS), {
    active: z.optional(z.enum(['true', 'false'])),
    currency: z.optional(z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]])),
    countryOfOrigin: z.optional(text(2)),
  }),
  lookupQuery: lookupQueryDto,
};

export const userFieldsDto = z.object({
  name: text(200),
  auth: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  rule: z.enum(ROLES),
});
export const userRecordDto = recordDtos(userFieldsDto).record;
export const newUserDto = z.object({
  name: text(200),
  email: text(254),
  password: text(200),
  rule: z.enum(ROLES),
  requestId: requestIdDto,
});
/** What an admin may change (e-mail and account stay tied to the sign-in account). */
export const userEditDto = z.object({
  name: text(200),
  rule: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  expectedUpdatedAt: expectedUpdatedAtDto,
});
export const userListQueryDto = z.extend(listQueryDto(USER_SORT_FIELDS), {
  rule: z.optional(z.enum(ROLES)),
  status: z.optional(z.enum(USER_STATUSES)),
});
export const userRemovalDto = z.object({ outcome: z.enum(['deleted', 'deactivated']) });

export function listPageDto<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: int, page: int, pageCount: int });
}

export function importRowsDto<T extends z.ZodMiniType>(row: T) {
  return z.object({ rows: z.array(row).check(z.maxLength(500)), requestId: requestIdDto });
}

export const importAnswerDto = z.object({ created: int });
export const historyAnswerDto = z.object({ hasHistory: z.boolean() });
