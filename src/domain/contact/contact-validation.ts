import { isCountryCode, UNKNOWN_COUNTRY } from '../shared/country-codes';
import { isEmail, type FieldErrors } from './field-rules';
import { CONTACT_ROLES, type ContactFields } from './contact';
import { taxIdFor } from '../trade/tax-id';

export type ContactField = keyof ContactFields;

/** The longest text each field takes (firestore.rules repeats them). */
export const CONTACT_LIMITS: Partial<Record<ContactField, number>> = {
  firstname: 100,
  lastname: 100,
  company: 200,
  address: 300,
  city: 100,
  state: 100,
  zip: 20,
  phone: 40,
  fax: 40,
  email: 200,
  web: 200,
  taxId: 40,
};

/**
 * A web address a screen may link to: http or https (or no scheme) and an ASCII host with a dot, then an optional
 * port and path. Any other scheme (`javascript:`, `data:`, `file:`) and any space or control character is refused.
 */
const WEB_ADDRESS =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#][\x21-\x7e]*)?$/i;

export const isWebAddress = (text: string): boolean => WEB_ADDRESS.test(text);

/** A tax id as kept: a valid CNPJ in its printed form (12.345.678/0001-95), any other trimmed. */
function normaliseTaxId(country: string, text: string): string {
  const parsed = taxIdFor(country, text);
  return parsed.ok ? parsed.value.display : text.trim();
}

/** Trims every text field and upper-cases the country, so stored contacts compare cleanly. */
export function normaliseContact(fields: ContactFields): ContactFields {
  return {
    ...fields,
    firstname: fields.firstname.trim(),
    lastname: fields.lastname.trim(),
    company: fields.company.trim(),
    address: fields.address.trim(),
    city: fields.city.trim(),
    state: fields.state.trim(),
    zip: fields.zip.trim(),
    country: fields.country.trim().toUpperCase(),
    phone: fields.phone.trim(),
    fax: fields.fax.trim(),
    email: fields.email.trim(),
    web: fields.web.trim(),
    taxId: normaliseTaxId(fields.country, fields.taxId),
    roles: CONTACT_ROLES.filter((r) => fields.roles.includes(r)),
  };
}

/**
 * Error codes per field ('required', 'email', 'webAddress', UNKNOWN_COUNTRY, 'tooLong'); empty when valid.
 * A contact needs a first name or a company, and a country (parties appear on export documents).
 */
export function validateContact(input: ContactFields): FieldErrors<ContactField> {
  const c = normaliseContact(input);
  const errors: Partial<Record<ContactField, string>> = {};
  if (c.firstname === '' && c.company === '') {
    errors.firstname = 'required';
    errors.company = 'required';
  }
  if (c.country === '') errors.country = 'required';
  else if (!isCountryCode(c.country)) errors.country = UNKNOWN_COUNTRY;
  if (c.email !== '' && !isEmail(c.email)) errors.email = 'email';
  if (c.web !== '' && !isWebAddress(c.web)) errors.web = 'webAddress';
  if (c.taxId !== '') {
    // A Brazilian company's tax id is its CNPJ, checked with its check digits; elsewhere it is kept as typed.
    const taxId = taxIdFor(c.country, c.taxId);
    if (!taxId.ok) {
      const { error } = taxId;
      errors.taxId = error.code === 'checkDigit' ? `checkDigit:${error.expected}` : error.code;
    }
  }
  for (const [field, max] of Object.entries(CONTACT_LIMITS) as [ContactField, number][]) {
    const value = c[field];
    if (typeof value === 'string' && value.length > max && !errors[field]) errors[field] = 'tooLong';
  }
  return errors;
}

/** A contact's rules as one value: what it is called, how it is tidied, how it is checked. */
export const contactRules = { kind: 'contact', normalise: normaliseContact, validate: validateContact } as const;
