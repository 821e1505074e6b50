import { useState } from 'react';

type KeysWith<D, V> = { [K in keyof D]-?: D[K] extends V ? K : never }[keyof D];

/**
 * Binds inputs to the fields of a form's draft `value`, which `onChange` replaces whole: `text(key)` for a text
 * input, `flag(key)` for a checkbox, `choice(key)` for a select that always has a value, `set(key, value)` for the
 * rest; each change replaces that one field.
 */
export function draftFields<D extends object>(value: D, onChange: (next: D) => void) {
  const set = <K extends keyof D>(key: K, field: D[K]) => onChange({ ...value, [key]: field });
  return {
    set,
    text: <K extends KeysWith<D, string>>(key: K) => ({
      value: value[key],
      onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value as D[K]),
    }),
    choice: <K extends KeysWith<D, string>>(key: K) => ({
      value: value[key],
      allowDeselect: false,
      onChange: (picked: string | null) => {
        if (picked !== null) set(key, picked as D[K]);
      },
    }),
    flag: <K extends KeysWith<D, boolean>>(key: K) => ({
      checked: value[key],
      onChange: (e: { currentTarget: { checked: boolean } }) => set(key, e.currentTarget.checked as D[K]),
    }),
  };
}

/** A form's draft kept in state, with the bindings of `draftFields`. */
export function useDraft<D extends object>(initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  return { draft, setDraft, ...draftFields(draft, setDraft) };
}

/**
 * The errors `check` found last (or that were set, say from the server's answer), and `validate()`: checks again,
 * shows what it found and says whether all is well.
 */
export function useValidation<E extends object>(check: () => E) {
  const [errors, setErrors] = useState<Partial<E>>({});
  const validate = () => {
    const found = check();
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { errors, setErrors, validate };
}
