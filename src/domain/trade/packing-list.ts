import { divideRounded } from '../shared/money';

/**
 * A packing list: each package with its type, marks, contents (which invoice lines and how much of
 * each, with their net and gross weight) and outer dimensions. Units: quantities in thousandths (as on
 * the invoice lines), weights in grams, dimensions in millimetres.
 * Volume: each package is length x width x height in mm^3 (exact integers); the total is the exact
 * sum, and m^3 are shown to three decimals (litres), rounded half away from zero, package by package
 * and for the total separately, so the total is never a sum of rounded figures.
 */
export const PACKAGE_TYPES = [
  'box',
  'carton',
  'case',
  'crate',
  'pallet',
  'drum',
  'bag',
  'bundle',
  'roll',
  'other',
] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const MARKS_MAX_LENGTH = 200;
const MM3_PER_M3_MILLI = 1_000_000;

export interface PackageContent {
  readonly lineId: string;
  readonly quantityMilli: number;
  readonly netWeightGrams: number;
  readonly grossWeightGrams: number;
}

export interface PackingPackage {
  readonly type: PackageType;
  readonly marks: string;
  readonly contents: readonly PackageContent[];
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
}

export interface PackageTotals {
  readonly netWeightGrams: number;
  readonly grossWeightGrams: number;
  readonly volumeMm3: number;
  /** Thousandths of a cubic metre (= litres). */
  readonly volumeM3Milli: number;
}

export interface PackingTotals extends PackageTotals {
  readonly packages: number;
  readonly packagesByType: Readonly<Partial<Record<PackageType, number>>>;
}

export type PackageProblemCode =
  | 'noContents'
  | 'notWholeNumber'
  | 'dimensionNotPositive'
  | 'quantityNotPositive'
  | 'weightNegative'
  | 'grossBelowNet'
  | 'tooLong';

/** `field` is a path a screen can put the message at: 'lengthMm', 'marks', 'contents.1.grossWeightGrams'. */
export interface PackageProblem {
  readonly packageIndex: number;
  readonly field: string;
  readonly code: PackageProblemCode;
}

export function packageTotals(pkg: PackingPackage): PackageTotals {
  const volumeMm3 = pkg.lengthMm * pkg.widthMm * pkg.heightMm;
  return {
    netWeightGrams: pkg.contents.reduce((a, c) => a + c.netWeightGrams, 0),
    grossWeightGrams: pkg.contents.reduce((a, c) => a + c.grossWeightGrams, 0),
    volumeMm3,
    volumeM3Milli: divideRounded(volumeMm3, MM3_PER_M3_MILLI),
  };
}

export function packingTotals(packages: readonly PackingPackage[]): PackingTotals {
  const byType: Partial<Record<PackageType, number>> = {};
  let net = 0;
  let gross = 0;
  let volume = 0;
  for (const pkg of packages) {
    const totals = packageTotals(pkg);
    net += totals.netWeightGrams;
    gross += totals.grossWeightGrams;
    volume += totals.volumeMm3;
    byType[pkg.type] = (byType[pkg.type] ?? 0) + 1;
  }
  return {
    packages: packages.length,
    packagesByType: byType,
    netWeightGrams: net,
    grossWeightGrams: gross,
    volumeMm3: volume,
    volumeM3Milli: divideRounded(volume, MM3_PER_M3_MILLI),
  };
}

function wholeCheck(value: number, positive: boolean): PackageProblemCode | null {
  if (!Number.isSafeInteger(value)) return 'notWholeNumber';
  if (positive ? value <= 0 : value < 0) return positive ? 'dimensionNotPositive' : 'weightNegative';
  return null;
}

export function packageProblems(pkg: PackingPackage, packageIndex: number): PackageProblem[] {
  const problems: PackageProblem[] = [];
  const add = (field: string, code: PackageProblemCode | null) => {
    if (code) problems.push({ packageIndex, field, code });
  };
  if (pkg.marks.length > MARKS_MAX_LENGTH) add('marks', 'tooLong');
  for (const field of ['lengthMm', 'widthMm', 'heightMm'] as const) add(field, wholeCheck(pkg[field], true));
  if (pkg.contents.length === 0) add('contents', 'noContents');
  pkg.contents.forEach((content, i) => {
    const at = `contents.${i}`;
    const quantity = wholeCheck(content.quantityMilli, true);
    add(`${at}.quantityMilli`, quantity === 'dimensionNotPositive' ? 'quantityNotPositive' : quantity);
    add(`${at}.netWeightGrams`, wholeCheck(content.netWeightGrams, false));
    const gross = wholeCheck(content.grossWeightGrams, false);
    add(
      `${at}.grossWeightGrams`,
      gross ?? (content.grossWeightGrams < content.netWeightGrams ? 'grossBelowNet' : null),
    );
  });
  return problems;
}
