import type { IntlShape } from 'react-intl';
import type { AuditedKind } from '../../../domain/audit/audit-entry';
import { formatDate, formatInstant, formatKg, formatMoney } from '../format-freight';

/**
 * How an audit entry reads: the label of a changed field, from the texts of the record's own screens, and a stored
 * value (JSON text) in the reader's notation. Display only: the entries themselves are the business core's.
 */
const FIELD_PREFIX: Record<AuditedKind, string> = {
  freight: 'freight.form',
  product: 'products.field',
  contact: 'contacts.field',
  user: 'users.field',
};
/** Fields whose screens name them under another key. */
const FIELD_ALIASES: Partial<Record<AuditedKind, Readonly<Record<string, string>>>> = {
  freight: { status: 'freight.col.status', reference: 'freight.col.reference' },
  user: { rule: 'users.field.role' },
};
/** Fields whose values are codes with texts of their own. */
const VALUE_PREFIX: Partial<Record<AuditedKind, Readonly<Record<string, string>>>> = {
  freight: { status: 'freight.status', mode: 'freight.mode' },
  user: { rule: 'users.role', status: 'users.status' },
};

const has = (intl: IntlShape, id: string) => Object.hasOwn(intl.messages, id);

export function auditFieldLabel(intl: IntlShape, kind: AuditedKind, field: string): string {
  const id = FIELD_ALIASES[kind]?.[field] ?? `${FIELD_PREFIX[kind]}.${field}`;
  return has(intl, id) ? intl.formatMessage({ id }) : field;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isMoney(value: object): value is { minor: number; currency: string } {
  const v = value as Record<string, unknown>;
  return typeof v.minor === 'number' && typeof v.currency === 'string' && /^[A-Z]{3}$/.test(v.currency);
}

export function auditValueText(intl: IntlShape, kind: AuditedKind, field: string, json: string | null): string {
  if (json === null) return intl.formatMessage({ id: 'audit.value.none' });
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  const tag = intl.locale;
  if (value === null || value === '') return intl.formatMessage({ id: 'audit.value.none' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'audit.value.yes' : 'audit.value.no' });
  if (typeof value === 'number') {
    return field.endsWith('Grams') ? formatKg(tag, value) : new Intl.NumberFormat(tag).format(value);
  }
  if (typeof value === 'string') {
    const coded = VALUE_PREFIX[kind]?.[field];
    if (coded && has(intl, `${coded}.${value}`)) return intl.formatMessage({ id: `${coded}.${value}` });
    if (ISO_DAY.test(value)) return formatDate(tag, value);
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatInstant(tag, value);
    return value;
  }
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string')
      ? value.join(', ')
      : intl.formatMessage({ id: 'audit.value.items' }, { count: value.length });
  }
  if (typeof value === 'object') {
    if (isMoney(value)) return formatMoney(tag, value as Parameters<typeof formatMoney>[1]);
    const named = (value as { name?: unknown }).name;
    if (typeof named === 'string') return named;
    return intl.formatMessage({ id: 'audit.value.fields' }, { count: Object.keys(value).length });
  }
  return json;
}
