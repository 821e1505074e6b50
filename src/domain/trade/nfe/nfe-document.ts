import { divideHalfEven } from '../../shared/money';

/**
 * An NF-e (model 55, layout 4.00) as a plain value: what the import reads from an `nfeProc` file. Units as in the
 * rest of the trade domain: money in BRL centavos, quantities in ten-thousandths (qCom has 4 decimals, 1.5 ->
 * 15000), unit values in ten-thousandths of a real, weights in grams; texts as written, trimmed.
 */
export const NFE_MAX_ITEMS = 990;
export const NFE_NAMESPACE = 'http://www.portalfiscal.inf.br/nfe';
/** The cStat of a protocol that authorises the use of the NF-e. */
export const AUTHORISED_STATUS = 100;
/** The UF of a recipient abroad. */
export const ABROAD_UF = 'EX';

export interface NfeItem {
  /** nItem, 1-based. */
  readonly position: number;
  /** cProd, the issuer's product code. */
  readonly code: string;
  readonly description: string;
  /** 8 digits. */
  readonly ncm: string;
  /** 4 digits, '7101'. */
  readonly cfop: string;
  /** uCom, the commercial unit as written ('UN', 'KG'). */
  readonly unit: string;
  readonly quantityTenThousandths: number;
  /** vUnCom rounded half even to 4 decimals. */
  readonly unitValueTenThousandths: number;
  /** vProd: the item's gross value. */
  readonly totalBrlCents: number;
  /** vDesc, 0 when absent. */
  readonly discountBrlCents: number;
}

export interface NfeVolume {
  readonly count: number;
  /** esp: 'CAIXAS', 'PALLETS'. */
  readonly kind: string;
  readonly netWeightGrams: number;
  readonly grossWeightGrams: number;
}

export interface NfeProtocol {
  /** cStat: 100 authorised; anything else is not. */
  readonly status: number;
  /** chNFe: the key the protocol was given for. */
  readonly key: string;
  /** nProt, '' when the answer had none. */
  readonly number: string;
}

export interface NfeDocument {
  /** The infNFe Id attribute as written ('NFe' and the key). */
  readonly id: string;
  /** The key composed from the document's own fields (composeAccessKey). */
  readonly key: string;
  readonly model: string;
  readonly series: string;
  readonly number: string;
  /** 'YYYY-MM-DD' of dhEmi, the issuer's local day. */
  readonly issueDate: string;
  /** The issuer's CNPJ (or CPF) as written, 14 (or 11) characters. */
  readonly issuerTaxId: string;
  readonly issuerName: string;
  readonly recipientName: string;
  /** cPais (BACEN code, '2496') and xPais as written. */
  readonly recipientCountryCode: string;
  readonly recipientCountryName: string;
  readonly recipientUf: string;
  readonly items: readonly NfeItem[];
  readonly volumes: readonly NfeVolume[];
  /** Null when the file carries no protNFe. */
  readonly protocol: NfeProtocol | null;
}

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,10}))?$/;

/**
 * A decimal of the layout ('1234.5', '0.4725000000') as an integer with `digits` decimals, rounded half even
 * past them; null when it is not a plain non-negative decimal.
 */
export function scaledDecimal(text: string, digits: number): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const exact = BigInt(`${whole}${fraction}`);
  const scale = 10n ** BigInt(fraction.length);
  const value =
    fraction.length <= digits
      ? Number(exact * 10n ** BigInt(digits - fraction.length))
      : divideHalfEven(exact, scale / 10n ** BigInt(digits));
  return Number.isSafeInteger(value) ? value : null;
}
