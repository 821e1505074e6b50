import { freightRowOf } from '../../domain/freight/freight-row';
import type { Contact } from '../../domain/contact/contact';
import { contactListConfig, type ContactFilterField, type ContactSortField } from '../../domain/contact/contact-list';
import { freightListConfig, type FreightFilterField } from '../../domain/freight/freight-query';
import type { FreightSortField } from '../../domain/freight/freight-sort-fields';
import { departureDay, type FreightRecord } from '../../domain/freight/freight-record';
import type { Product } from '../../domain/product/product';
import { productListConfig, type ProductFilterField, type ProductSortField } from '../../domain/product/product-list';
import { userListConfig, type UserFilterField, type UserSortField } from '../../domain/user/user-list';
import type { UserRecord } from '../../domain/user/user-record';
import type { ListTable } from './postgres-list-table';

const unique = (values: readonly (string | null | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '')),
];

/** The shipment as the list shows it (`freightRowOf`), kept beside its document: a list page reads a tenth of the bytes. */
export const LIST_ROW_COLUMN = 'list_row';

export const freightTable: ListTable<FreightRecord, FreightSortField, FreightFilterField> = {
  name: 'freight',
  config: freightListConfig,
  sortColumns: {
    reference: 's_reference',
    status: 's_status',
    mode: 's_mode',
    carrier: 's_carrier',
    shipper: 's_shipper',
    consignee: 's_consignee',
    destination: 's_destination',
    shipDate: 's_ship_date',
    eta: 's_eta',
    declaredValue: 's_declared_value',
    updatedAt: 's_updated_at',
  },
  filterColumns: {
    status: 'f_status',
    mode: 'f_mode',
    carrier: 'f_carrier',
    destination: 'f_destination',
    shipDate: 'f_ship_date',
  },
  counts: { name: 'freight_counts', filters: ['status', 'mode', 'carrier', 'destination'] },
  extraColumnNames: [
    'reference',
    'shipper_id',
    'consignee_id',
    'product_ids',
    'actor_ids',
    'last_change_at',
    'departed_on',
    LIST_ROW_COLUMN,
  ],
  extraColumns: (r) => [
    r.reference,
    r.shipper?.id ?? null,
    r.consignee?.id ?? null,
    unique(r.lines.map((line) => line.productId)),
    unique([r.audit.createdBy.id, r.audit.updatedBy.id, ...r.history.map((change) => change.by.id)]),
    r.history.reduce<string | null>(
      (latest, change) => (latest === null || change.at > latest ? change.at : latest),
      null,
    ),
    departureDay(r),
    freightRowOf(r),
  ],
};

export const productTable: ListTable<Product, ProductSortField, ProductFilterField> = {
  name: 'products',
  config: productListConfig,
  sortColumns: {
    code: 's_code',
    descriptionEn: 's_description_en',
    descriptionPt: 's_description_pt',
    hsCode: 's_hs_code',
    unitPrice: 's_unit_price',
    countryOfOrigin: 's_country_of_origin',
  },
  filterColumns: { active: 'f_active', countryOfOrigin: 'f_country_of_origin', currency: 'f_currency' },
};

export const contactTable: ListTable<Contact, ContactSortField, ContactFilterField> = {
  name: 'contacts',
  config: contactListConfig,
  sortColumns: { name: 's_name', company: 's_company', city: 's_city', country: 's_country', email: 's_email' },
  filterColumns: {
    active: 'f_active',
    country: 'f_country',
    shipper: 'f_shipper',
    consignee: 'f_consignee',
    notify: 'f_notify',
    carrier: 'f_carrier',
  },
};

export const userTable: ListTable<UserRecord, UserSortField, UserFilterField> = {
  name: 'users',
  config: userListConfig,
  sortColumns: { name: 's_name', email: 's_email', rule: 's_rule', status: 's_status' },
  filterColumns: { rule: 'f_rule', status: 'f_status' },
};
