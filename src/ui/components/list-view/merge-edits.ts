/** Two field values alike: form values are plain data (text, numbers, arrays and objects of them). */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The person's edits on top of a newer stored version: each field they changed since `start` keeps what they typed,
 * every other field takes the newer version's value. `mayKeep` leaves out fields the newer version no longer lets
 * change (a booked shipment's invoice).
 */
export function mergeEdits<V extends object>(
  start: V,
  mine: V,
  theirs: V,
  mayKeep: (field: string) => boolean = () => true,
): V {
  const merged: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  const s = start as Record<string, unknown>;
  for (const [field, value] of Object.entries(mine)) {
    if (!same(value, s[field]) && mayKeep(field)) merged[field] = value;
  }
  return merged as V;
}

/**
 * A form now builds on a newer stored version: what was typed since it was opened stays, on top of that version,
 * and counts as unsaved (a save goes over the newer version).
 */
export function mergeFormOnto<V extends object>(
  form: {
    getInitialValues(): V;
    getValues(): V;
    setInitialValues(values: V): void;
    setValues(values: V): void;
    resetDirty(values?: V): void;
  },
  theirs: V,
  mayKeep?: (field: string) => boolean,
): void {
  const merged = mergeEdits(form.getInitialValues(), form.getValues(), theirs, mayKeep);
  form.setInitialValues(theirs);
  form.resetDirty(theirs);
  form.setValues(merged);
}
