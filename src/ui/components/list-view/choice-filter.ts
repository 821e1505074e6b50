import type { ListFilterDef } from './list-view.types';

/** A list filter offering each of a set of values, each named by `labelOf` (already translated). */
export function choiceFilter<F extends string, V extends string>(
  name: F,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): ListFilterDef<F> {
  return { name, label, options: values.map((value) => ({ value, label: labelOf(value) })) };
}
