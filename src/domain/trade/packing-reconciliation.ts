import {
  packageProblems,
  packingTotals,
  type PackageProblem,
  type PackingPackage,
  type PackingTotals,
} from './packing-list';

/**
 * Whether the packing list agrees with the invoice lines: per line, the packed quantity, net and gross
 * weight against the invoiced ones. Every difference is data (line, measure, both figures, packed minus
 * invoiced) so a screen can print "line 2: 3.5 kg net more packed than invoiced" in either language.
 * The shipment may book only with at least one package, no package problem and no difference.
 */
export interface InvoiceLineQuantities {
  readonly id: string;
  readonly quantityMilli: number;
  readonly netWeightGrams: number;
  readonly grossWeightGrams: number;
}

export type PackedMeasure = 'quantity' | 'netWeight' | 'grossWeight';

export interface LineDifference {
  readonly lineId: string;
  /** 1-based position of the line on the invoice. */
  readonly lineNumber: number;
  readonly measure: PackedMeasure;
  /** Thousandths for quantity, grams for weights. */
  readonly invoiced: number;
  readonly packed: number;
  /** packed - invoiced: positive when more is packed than invoiced. */
  readonly difference: number;
  readonly direction: 'morePacked' | 'lessPacked';
}

export type ReconciliationProblem =
  | PackageProblem
  | { readonly packageIndex: number; readonly field: string; readonly code: 'unknownLine'; readonly lineId: string }
  | { readonly packageIndex: null; readonly field: 'packages'; readonly code: 'noPackages' };

export interface PackingReconciliation {
  readonly totals: PackingTotals;
  readonly differences: readonly LineDifference[];
  readonly problems: readonly ReconciliationProblem[];
  readonly mayBook: boolean;
}

interface Packed {
  quantityMilli: number;
  netWeightGrams: number;
  grossWeightGrams: number;
}

const MEASURES: readonly { readonly measure: PackedMeasure; readonly key: keyof Packed }[] = [
  { measure: 'quantity', key: 'quantityMilli' },
  { measure: 'netWeight', key: 'netWeightGrams' },
  { measure: 'grossWeight', key: 'grossWeightGrams' },
];

export function reconcilePackingList(
  lines: readonly InvoiceLineQuantities[],
  packages: readonly PackingPackage[],
): PackingReconciliation {
  const packed = new Map<string, Packed>(
    lines.map((l) => [l.id, { quantityMilli: 0, netWeightGrams: 0, grossWeightGrams: 0 }]),
  );
  const problems: ReconciliationProblem[] = [];
  if (packages.length === 0) problems.push({ packageIndex: null, field: 'packages', code: 'noPackages' });
  packages.forEach((pkg, packageIndex) => {
    problems.push(...packageProblems(pkg, packageIndex));
    pkg.contents.forEach((content, i) => {
      const sum = packed.get(content.lineId);
      if (!sum) {
        problems.push({ packageIndex, field: `contents.${i}.lineId`, code: 'unknownLine', lineId: content.lineId });
        return;
      }
      sum.quantityMilli += content.quantityMilli;
      sum.netWeightGrams += content.netWeightGrams;
      sum.grossWeightGrams += content.grossWeightGrams;
    });
  });
  const differences: LineDifference[] = [];
  lines.forEach((line, index) => {
    const sum = packed.get(line.id);
    if (!sum) return;
    for (const { measure, key } of MEASURES) {
      const difference = sum[key] - line[key];
      if (difference === 0) continue;
      differences.push({
        lineId: line.id,
        lineNumber: index + 1,
        measure,
        invoiced: line[key],
        packed: sum[key],
        difference,
        direction: difference > 0 ? 'morePacked' : 'lessPacked',
      });
    }
  });
  return {
    totals: packingTotals(packages),
    differences,
    problems,
    mayBook: problems.length === 0 && differences.length === 0,
  };
}
