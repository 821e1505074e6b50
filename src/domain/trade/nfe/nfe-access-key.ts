import { err, ok, type Result } from '../../shared/result';

/**
 * The NF-e access key (chave de acesso): 44 characters, cUF(2) AAMM(4) issuer CNPJ or CPF(14) model(2)
 * series(3) number(9) tpEmis(1) cNF(8) cDV(1). The check digit is modulo 11 over the first 43, weights 2 to 9
 * from the right, remainder 0 or 1 giving 0. Since the alphanumeric CNPJ the issuer's 12 base characters may be
 * capital letters, each valued by its ASCII code minus 48 as in the CNPJ's own check digits (cnpj.ts).
 */
export const ACCESS_KEY_LENGTH = 44;
export const NFE_MODEL = '55';

export interface AccessKey {
  readonly value: string;
  /** IBGE code of the issuer's state. */
  readonly ufCode: string;
  /** 'YYMM' of the issue. */
  readonly yearMonth: string;
  /** The issuer's CNPJ, or a CPF left-padded with zeros. */
  readonly issuerId: string;
  readonly model: string;
  readonly series: string;
  readonly number: string;
  readonly emissionType: string;
  readonly numericCode: string;
  readonly checkDigit: string;
}

export type AccessKeyError =
  | { readonly code: 'nfe.key.format'; readonly key: string }
  | { readonly code: 'nfe.key.checkDigit'; readonly key: string; readonly expected: string }
  | { readonly code: 'nfe.key.model'; readonly key: string; readonly model: string };

const SHAPE = /^\d{6}[0-9A-Z]{12}\d{26}$/;
const BODY = /^\d{6}[0-9A-Z]{12}\d{25}$/;

/** The check digit of the first 43 characters of a key. */
export function accessKeyCheckDigit(body: string): string {
  if (!BODY.test(body)) throw new RangeError(`an access key body has 43 characters, got ${body}`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const weight = 2 + ((body.length - 1 - i) % 8);
    sum += (body.charCodeAt(i) - 48) * weight;
  }
  const remainder = sum % 11;
  return String(remainder < 2 ? 0 : 11 - remainder);
}

/** The key in 11 groups of 4, as the DANFE prints it. */
export function formatAccessKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Reads a key typed or printed with spaces, dots or dashes; refuses a wrong shape, check digit or model. */
export function parseAccessKey(text: string): Result<AccessKey, AccessKeyError> {
  const value = text.replace(/[\s.\-/]/g, '').toUpperCase();
  if (!SHAPE.test(value)) return err({ code: 'nfe.key.format', key: text });
  const expected = accessKeyCheckDigit(value.slice(0, 43));
  if (value[43] !== expected) return err({ code: 'nfe.key.checkDigit', key: value, expected });
  const key = splitKey(value);
  if (key.model !== NFE_MODEL) return err({ code: 'nfe.key.model', key: value, model: key.model });
  return ok(key);
}

function splitKey(value: string): AccessKey {
  return {
    value,
    ufCode: value.slice(0, 2),
    yearMonth: value.slice(2, 6),
    issuerId: value.slice(6, 20),
    model: value.slice(20, 22),
    series: value.slice(22, 25),
    number: value.slice(25, 34),
    emissionType: value.slice(34, 35),
    numericCode: value.slice(35, 43),
    checkDigit: value.slice(43),
  };
}

/** What the document's own fields say the key is (the fields as written in `ide` and `emit`). */
export type AccessKeyFields = Omit<AccessKey, 'value' | 'yearMonth'> & {
  /** The issue instant as written (dhEmi, 'YYYY-MM-DDThh:mm:ss-03:00'): its year and month go into the key. */
  readonly issuedAt: string;
};

/**
 * The key composed from the document's fields, numbers left-padded with zeros (series 1 -> '001'); the text
 * keeps whatever a field holds, so a malformed field gives a key that `parseAccessKey` refuses.
 */
export function composeAccessKey(fields: AccessKeyFields): string {
  const pad = (text: string, length: number) => text.trim().padStart(length, '0');
  const yearMonth = `${fields.issuedAt.slice(2, 4)}${fields.issuedAt.slice(5, 7)}`;
  return [
    pad(fields.ufCode, 2),
    yearMonth,
    pad(fields.issuerId, 14),
    pad(fields.model, 2),
    pad(fields.series, 3),
    pad(fields.number, 9),
    fields.emissionType.trim(),
    pad(fields.numericCode, 8),
    fields.checkDigit.trim(),
  ].join('');
}
