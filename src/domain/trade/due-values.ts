import type { IncotermCode } from '../freight/incoterms';
import { convertMoney, money, type CurrencyCode, type Money } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import { allocateProportionally } from './proportional-allocation';
import { SALE_CONDITION_COSTS } from './sale-condition-costs';

/**
 * The DU-E values of an export, per line and in total:
 * - VMCV, the value in the sale condition: the goods plus the freight, insurance and destination costs
 *   the incoterm puts in the seller's price (sale-condition-costs.ts);
 * - VMLE, the value at the place of shipment whatever the incoterm: VMCV less what lies beyond the place
 *   of shipment, plus the costs up to on board that EXW, FCA and FAS leave out of the price.
 * Shipment-level amounts are shared over the lines in proportion to the lines' goods values, by largest
 * remainder, so the lines always add up to the total. In BRL, the totals are converted at the rate
 * (half even, the money rule) and shared over the lines the same way, so the BRL lines add up too.
 */
export interface DueLineInput {
  readonly id: string;
  /** The line's value after discount, in minor units of the invoice currency. */
  readonly goodsValueMinor: number;
}

export interface DueInput {
  readonly incoterm: IncotermCode;
  readonly currency: CurrencyCode;
  readonly lines: readonly DueLineInput[];
  /** International freight from the place of shipment, as typed (in the price only where the rule says). */
  readonly freightMinor: number;
  readonly insuranceMinor: number;
  /** Carriage beyond the place of discharge, unloading at destination, import duties and taxes. */
  readonly destinationCostsMinor?: number;
  /** Pre-carriage, export handling and loading up to on board at the place of shipment. */
  readonly costsToShipmentMinor?: number;
  /** BRL per unit of the invoice currency, in millionths; null while unknown. */
  readonly rateMicros: number | null;
}

export interface DueAmounts {
  readonly goods: Money;
  readonly freightInPrice: Money;
  readonly insuranceInPrice: Money;
  readonly destinationCostsInPrice: Money;
  readonly costsToShipmentAdded: Money;
  readonly vmcv: Money;
  readonly vmle: Money;
  /** Null when a non-BRL invoice has no rate yet. */
  readonly vmcvBrl: Money | null;
  readonly vmleBrl: Money | null;
}

export interface DueLineValues extends DueAmounts {
  readonly lineId: string;
}

export interface DueValues {
  readonly lines: readonly DueLineValues[];
  readonly total: DueAmounts;
}

export type DueError = 'noLines' | 'notWholeNumber' | 'negativeAmount' | 'rateNotPositive';

function checkInput(input: DueInput): DueError | null {
  if (input.lines.length === 0) return 'noLines';
  const amounts = [
    ...input.lines.map((l) => l.goodsValueMinor),
    input.freightMinor,
    input.insuranceMinor,
    input.destinationCostsMinor ?? 0,
    input.costsToShipmentMinor ?? 0,
  ];
  if (amounts.some((a) => !Number.isSafeInteger(a))) return 'notWholeNumber';
  if (amounts.some((a) => a < 0)) return 'negativeAmount';
  if (input.rateMicros !== null && (!Number.isSafeInteger(input.rateMicros) || input.rateMicros <= 0)) {
    return 'rateNotPositive';
  }
  return null;
}

interface Figures {
  readonly goods: number;
  readonly freight: number;
  readonly insurance: number;
  readonly destination: number;
  readonly toShipment: number;
  readonly vmcv: number;
  readonly vmle: number;
}

function lineFigures(input: DueInput): (Figures & { readonly lineId: string })[] {
  const rule = SALE_CONDITION_COSTS[input.incoterm];
  const goods = input.lines.map((l) => l.goodsValueMinor);
  const share = (inPrice: boolean, amount = 0) => allocateProportionally(inPrice ? amount : 0, goods);
  const freight = share(rule.mainCarriage, input.freightMinor);
  const insurance = share(rule.insurance, input.insuranceMinor);
  const destination = share(rule.destinationCosts, input.destinationCostsMinor);
  const toShipment = share(!rule.onBoardAtShipment, input.costsToShipmentMinor);
  return input.lines.map((line, i) => {
    const at = (shares: readonly number[]) => shares[i] ?? 0;
    const beyondShipment = at(freight) + at(insurance) + at(destination);
    const vmcv = line.goodsValueMinor + beyondShipment;
    return {
      lineId: line.id,
      goods: line.goodsValueMinor,
      freight: at(freight),
      insurance: at(insurance),
      destination: at(destination),
      toShipment: at(toShipment),
      vmcv,
      vmle: vmcv - beyondShipment + at(toShipment),
    };
  });
}

function sumFigures(figures: readonly Figures[]): Figures {
  const sum = (key: keyof Figures) => figures.reduce((a, f) => a + f[key], 0);
  return {
    goods: sum('goods'),
    freight: sum('freight'),
    insurance: sum('insurance'),
    destination: sum('destination'),
    toShipment: sum('toShipment'),
    vmcv: sum('vmcv'),
    vmle: sum('vmle'),
  };
}

/** The BRL total converted at the rate, and its shares over the lines; null while a foreign rate is unknown. */
function inBrl(totalMinor: number, lineValues: readonly number[], input: DueInput) {
  if (input.currency !== 'BRL' && input.rateMicros === null) return null;
  const total = money(totalMinor, input.currency);
  const converted = input.currency === 'BRL' ? total : convertMoney(total, input.rateMicros ?? 0, 'BRL');
  return { total: converted, lines: allocateProportionally(converted.minor, lineValues).map((m) => money(m, 'BRL')) };
}

function amounts(f: Figures, currency: CurrencyCode, vmcvBrl: Money | null, vmleBrl: Money | null): DueAmounts {
  return {
    goods: money(f.goods, currency),
    freightInPrice: money(f.freight, currency),
    insuranceInPrice: money(f.insurance, currency),
    destinationCostsInPrice: money(f.destination, currency),
    costsToShipmentAdded: money(f.toShipment, currency),
    vmcv: money(f.vmcv, currency),
    vmle: money(f.vmle, currency),
    vmcvBrl,
    vmleBrl,
  };
}

export function dueValues(input: DueInput): Result<DueValues, DueError> {
  const problem = checkInput(input);
  if (problem) return err(problem);
  const figures = lineFigures(input);
  const total = sumFigures(figures);
  const vmcvBrl = inBrl(
    total.vmcv,
    figures.map((f) => f.vmcv),
    input,
  );
  const vmleBrl = inBrl(
    total.vmle,
    figures.map((f) => f.vmle),
    input,
  );
  const lines = figures.map((f, i) => ({
    lineId: f.lineId,
    ...amounts(f, input.currency, vmcvBrl?.lines[i] ?? null, vmleBrl?.lines[i] ?? null),
  }));
  return ok({ lines, total: amounts(total, input.currency, vmcvBrl?.total ?? null, vmleBrl?.total ?? null) });
}
