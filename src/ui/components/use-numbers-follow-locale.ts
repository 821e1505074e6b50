import { useEffect, useRef } from 'react';
import type { UiLocale } from '../../domain/shared/locale';

/** The part of a @mantine/form form that rewriting its typed numbers needs. */
interface NumberedForm<V> {
  getValues(): V;
  setValues(values: Partial<V>): void;
}

/**
 * Typed numbers follow the language: switching to Portuguese turns 1.5 into 1,5 instead of refusing it. `renotate`
 * rewrites a form's values from one notation into the other (the form's own list of number fields and scales).
 */
export function useNumbersFollowLocale<V>(
  form: NumberedForm<V>,
  locale: UiLocale,
  renotate: (values: V, from: UiLocale, to: UiLocale) => Partial<V>,
) {
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    form.setValues(renotate(form.getValues(), shown.current, locale));
    shown.current = locale;
  }, [form, locale, renotate]);
}
