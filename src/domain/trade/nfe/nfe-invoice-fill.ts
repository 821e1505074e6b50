import { lineFromProduct, setLineUnitValue, type LineProduct, type MadeLine } from '../../freight/freight-line';
import type { ExchangeRate } from '../../freight/freight-record';
import { productCodeKey } from '../../product/product';
import { divideHalfEven, NO_DISCOUNT, RATE_SCALE, type CurrencyCode, type Discount } from '../../shared/money';
import { err, ok, type Result } from '../../shared/result';
import type { NfeDocument, NfeItem } from './nfe-document';
import { itemsInOrder, netBrlCents } from './nfe-reconciliation';
import { lineUnitOfNfe } from './nfe-units';

/**
 * An empty invoice filled from its NF-e: one line per item, in document order. Each item takes the product whose
 * code is its cProd, else the one product with its NCM (two or more with that NCM are not guessed between); an
 * item without a product still gives a line, from the NF-e alone, and is listed as unmatched so a person can
 * create the product. The NF-e's NCM, unit and quantity are kept; the unit value is the item's net BRL value
 * converted at the invoice's rate and divided by its quantity (4 decimals, half even).
 */
export interface FillProduct extends LineProduct {
  readonly code: string;
}

export interface FilledLine extends MadeLine {
  readonly discount: Discount;
}

export interface UnmatchedItem {
  /** 1-based line of the proposal. */
  readonly line: number;
  readonly code: string;
  readonly ncm: string;
  readonly description: string;
  readonly unit: string;
  /** How many products share the NCM (2 or more: ambiguous; 0: none). */
  readonly sameNcm: number;
}

export interface FillProposal {
  readonly lines: readonly FilledLine[];
  readonly matchedBy: readonly ('code' | 'ncm' | null)[];
  readonly unmatched: readonly UnmatchedItem[];
}

export type FillError = { readonly code: 'nfe.fill.noExchangeRate'; readonly currency: CurrencyCode };

/** The unit value, in ten-thousandths of `currency`, of an item priced in BRL, at `rateMicros` BRL per unit. */
export function unitValueIn(item: NfeItem, rateMicros: number): number {
  if (item.quantityTenThousandths <= 0) return 0;
  const tenThousandthsOfBrl = BigInt(netBrlCents(item)) * 100n;
  return divideHalfEven(
    tenThousandthsOfBrl * BigInt(RATE_SCALE) * 10_000n,
    BigInt(rateMicros) * BigInt(item.quantityTenThousandths),
  );
}

function productFor(item: NfeItem, products: readonly FillProduct[]) {
  const byCode = products.find((p) => productCodeKey(p.code) === productCodeKey(item.code));
  if (byCode) return { product: byCode, by: 'code' as const, sameNcm: 0 };
  const byNcm = products.filter((p) => p.ncmCode === item.ncm);
  return byNcm.length === 1 && byNcm[0]
    ? { product: byNcm[0], by: 'ncm' as const, sameNcm: 1 }
    : { product: null, by: null, sameNcm: byNcm.length };
}

export function fillInvoiceFromNfe(
  docs: readonly NfeDocument[],
  products: readonly FillProduct[],
  currency: CurrencyCode,
  exchangeRate: ExchangeRate | null,
): Result<FillProposal, FillError> {
  const rateMicros = currency === 'BRL' ? RATE_SCALE : exchangeRate?.rateMicros;
  if (!rateMicros) return err({ code: 'nfe.fill.noExchangeRate', currency });
  const lines: FilledLine[] = [];
  const matchedBy: ('code' | 'ncm' | null)[] = [];
  const unmatched: UnmatchedItem[] = [];
  for (const item of itemsInOrder(docs)) {
    const found = productFor(item, products);
    const base: FilledLine = {
      productId: null,
      description: item.description,
      hsCode: item.ncm.slice(0, 6),
      ncmCode: item.ncm,
      unit: lineUnitOfNfe(item.unit) ?? found.product?.unit ?? 'pcs',
      quantityMilli: divideHalfEven(item.quantityTenThousandths, 10),
      unitValueMinor: 0,
      netWeightGrams: 0,
      grossWeightGrams: 0,
      countryOfOrigin: 'BR',
      discount: NO_DISCOUNT,
    };
    const made = found.product
      ? {
          ...lineFromProduct(base, found.product, currency),
          ncmCode: base.ncmCode,
          hsCode: base.hsCode,
          unit: base.unit,
        }
      : base;
    lines.push(setLineUnitValue(made, unitValueIn(item, rateMicros), currency));
    matchedBy.push(found.by);
    if (!found.product) {
      unmatched.push({
        line: lines.length,
        code: item.code,
        ncm: item.ncm,
        description: item.description,
        unit: item.unit,
        sameNcm: found.sameNcm,
      });
    }
  }
  return ok({ lines, matchedBy, unmatched });
}
