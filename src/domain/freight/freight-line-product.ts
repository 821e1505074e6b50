import { weightForQuantity, type LineProduct } from './freight-line';
import type { FreightLine } from './freight-record';

/** A product's weights of one unit, in grams (the line itself is made by `lineFromProduct` in freight-line.ts). */
export interface UnitWeights {
  readonly netGrams: number;
  readonly grossGrams: number;
}

/** Where a line weight comes from: the product's unit weight times the quantity, or typed by hand. */
export type WeightSource = 'product' | 'typed';

export interface LineWeightSources {
  readonly net: WeightSource;
  readonly gross: WeightSource;
}

export const FROM_PRODUCT: LineWeightSources = { net: 'product', gross: 'product' };

export function unitWeightsOf(product: LineProduct): UnitWeights {
  return { netGrams: product.netWeightGramsPerUnit, grossGrams: product.grossWeightGramsPerUnit };
}

/**
 * Where a saved line's weights come from: a weight that is the product's unit weight times the
 * quantity follows the product; any other was typed (or the product changed since), and stays.
 * Without the product's unit weights every weight counts as typed.
 */
export function weightSourcesOf(line: FreightLine, unit: UnitWeights | null): LineWeightSources {
  if (!unit) return { net: 'typed', gross: 'typed' };
  const follows = (weight: number, perUnit: number) => weight === weightForQuantity(perUnit, line.quantityMilli);
  return {
    net: follows(line.netWeightGrams, unit.netGrams) ? 'product' : 'typed',
    gross: follows(line.grossWeightGrams, unit.grossGrams) ? 'product' : 'typed',
  };
}

/** The line with a new quantity: weights from the product follow it, typed weights stay as typed. */
export function lineWithQuantity(
  line: FreightLine,
  quantityMilli: number,
  unit: UnitWeights | null,
  sources: LineWeightSources,
): FreightLine {
  const follow = (source: WeightSource, perUnit: number | undefined, weight: number) =>
    unit && source === 'product' && perUnit !== undefined ? weightForQuantity(perUnit, quantityMilli) : weight;
  return {
    ...line,
    quantityMilli,
    netWeightGrams: follow(sources.net, unit?.netGrams, line.netWeightGrams),
    grossWeightGrams: follow(sources.gross, unit?.grossGrams, line.grossWeightGrams),
  };
}
