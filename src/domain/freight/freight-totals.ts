import {
  convertMoney,
  discountOn,
  lineAmount,
  money,
  multiplyDivideHalfEven,
  QUANTITY_SCALE,
  type Money,
} from '../shared/money';
import { lineUnitValue } from './freight-line';
import type { FreightLine, FreightRecord } from './freight-record';
import { incoterm } from './incoterms';

/**
 * Invoice totals, always computed from the lines and terms (never typed). Each line amount is quantity x unit
 * value (up to 4 decimals) rounded half even to the currency's minor unit; totals add the rounded line amounts
 * (the money rule in shared/money.ts).
 * - totalCosts: value of the goods after line discounts (sum of line net values).
 * - totalDiscounts: sum of line discounts.
 * - totalGoodsBeforeDiscounts: the undiscounted value, totalCosts + totalDiscounts (what an invoice starts its sum with).
 * - avgValue: average value per unit, totalCosts / totalItems.
 * - totalDeclaredValue: totalCosts plus freight and insurance where the incoterm puts them in the seller's price.
 * - *Br: converted to BRL at the invoice's stored rate; null when a non-BRL invoice has no rate yet.
 */
export interface LineTotals {
  readonly gross: Money;
  readonly discount: Money;
  readonly net: Money;
}

export interface FreightTotals {
  readonly totalItemsMilli: number;
  readonly totalLineItems: number;
  readonly totalCosts: Money;
  readonly totalDiscounts: Money;
  readonly totalGoodsBeforeDiscounts: Money;
  readonly avgValue: Money;
  readonly totalNetWeightGrams: number;
  readonly totalGrossWeightGrams: number;
  readonly freightIncluded: Money;
  readonly insuranceIncluded: Money;
  readonly totalDeclaredValue: Money;
  readonly totalCostsBr: Money | null;
  readonly totalDeclaredValueBr: Money | null;
}

type TotalsInput = Pick<
  FreightRecord,
  'currency' | 'lines' | 'incoterm' | 'freightValueMinor' | 'insuranceValueMinor' | 'exchangeRate'
>;

export function lineTotals(line: FreightLine, currency: FreightRecord['currency']): LineTotals {
  const gross = lineAmount(lineUnitValue(line, currency), line.quantityMilli, currency);
  const discount = discountOn(gross, line.discount);
  return { gross, discount, net: money(gross.minor - discount.minor, currency) };
}

export function toBrl(amount: Money, exchangeRate: FreightRecord['exchangeRate']): Money | null {
  if (amount.currency === 'BRL') return amount;
  return exchangeRate ? convertMoney(amount, exchangeRate.rateMicros, 'BRL') : null;
}

export function freightTotals(record: TotalsInput): FreightTotals {
  const { currency } = record;
  let items = 0;
  let costs = 0;
  let discounts = 0;
  let net = 0;
  let gross = 0;
  for (const line of record.lines) {
    const totals = lineTotals(line, currency);
    items += line.quantityMilli;
    costs += totals.net.minor;
    discounts += totals.discount.minor;
    net += line.netWeightGrams;
    gross += line.grossWeightGrams;
  }
  const included = includedCosts(record);
  const freightIncluded = money(included.freight, currency);
  const insuranceIncluded = money(included.insurance, currency);
  const totalCosts = money(costs, currency);
  const totalDeclaredValue = money(costs + included.freight + included.insurance, currency);
  return {
    totalItemsMilli: items,
    totalLineItems: record.lines.length,
    totalCosts,
    totalDiscounts: money(discounts, currency),
    totalGoodsBeforeDiscounts: money(costs + discounts, currency),
    avgValue: money(items === 0 ? 0 : multiplyDivideHalfEven(costs, QUANTITY_SCALE, items), currency),
    totalNetWeightGrams: net,
    totalGrossWeightGrams: gross,
    freightIncluded,
    insuranceIncluded,
    totalDeclaredValue,
    totalCostsBr: toBrl(totalCosts, record.exchangeRate),
    totalDeclaredValueBr: toBrl(totalDeclaredValue, record.exchangeRate),
  };
}

/** The freight and insurance the incoterm puts in the seller's price (minor units of the invoice currency). */
function includedCosts(record: TotalsInput): { freight: number; insurance: number } {
  const rule = incoterm(record.incoterm);
  return {
    freight: rule.includesFreight ? record.freightValueMinor : 0,
    insurance: rule.includesInsurance ? record.insuranceValueMinor : 0,
  };
}

/**
 * Only the declared value, in the invoice currency, for dashboards and sort keys over many records: the lines' net
 * values and the included costs, as `freightTotals` adds them, without the other totals.
 */
export function declaredValueMinor(record: TotalsInput): number {
  let costs = 0;
  for (const line of record.lines) costs += lineTotals(line, record.currency).net.minor;
  const included = includedCosts(record);
  return costs + included.freight + included.insurance;
}

/**
 * The declared value in BRL centavos at the shipment's own rate, so values in different currencies compare (the
 * list sorts by it); null for a foreign-currency invoice without a rate (such shipments sort last).
 */
export function declaredValueBrlMinor(record: TotalsInput): number | null {
  return toBrl(money(declaredValueMinor(record), record.currency), record.exchangeRate)?.minor ?? null;
}
