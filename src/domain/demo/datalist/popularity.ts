import type { Popularity } from './datalist.types';

export const POPULARITY_THRESHOLDS = { success: 75, primary: 55, warning: 35 } as const;

/**
 * 75 and up success, 55-74 primary, 35-54 warning, 0-34 danger; anything else
 * (negative, not a number) becomes 0 with danger. Numeric strings from forms count as numbers.
 */
export function popularityFor(value: unknown): Popularity {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0) return { popValue: 0, color: 'danger' };
  if (n >= POPULARITY_THRESHOLDS.success) return { popValue: n, color: 'success' };
  if (n >= POPULARITY_THRESHOLDS.primary) return { popValue: n, color: 'primary' };
  if (n >= POPULARITY_THRESHOLDS.warning) return { popValue: n, color: 'warning' };
  return { popValue: n, color: 'danger' };
}
