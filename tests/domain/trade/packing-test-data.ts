import type { PackingPackage } from '../../../src/domain/trade/packing-list';

/** A sound 600 x 400 x 400 mm box holding 6 units (6.0 kg net, 6.6 kg gross) of line l1, unless patched. */
export function aPackage(patch: Partial<PackingPackage> = {}): PackingPackage {
  return {
    type: 'box',
    marks: 'FR-2026-000001 / HAMBURG',
    contents: [{ lineId: 'l1', quantityMilli: 6_000, netWeightGrams: 6_000, grossWeightGrams: 6_600 }],
    lengthMm: 600,
    widthMm: 400,
    heightMm: 400,
    ...patch,
  };
}
