import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { UiLocale } from '../../domain/shared/locale';
import { useUseCases } from '../app-context';
import { catalogs } from './messages';

/** BCP 47 tags used for number and date formatting of each UI language. */
export const INTL_TAG: Readonly<Record<UiLocale, string>> = { en: 'en-US', pt: 'pt-BR' };

interface LocaleState {
  readonly locale: UiLocale;
  setLocale(locale: UiLocale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('I18nProvider is missing above this component');
  return state;
}

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: UiLocale }) {
  const { app } = useUseCases();
  const [locale, setLocaleState] = useState<UiLocale>(() => initialLocale ?? app.storedLocale());
  const setLocale = useCallback(
    (next: UiLocale) => {
      app.rememberLocale(next);
      setLocaleState(next);
    },
    [app],
  );
  useEffect(() => {
    document.documentElement.lang = INTL_TAG[locale];
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={INTL_TAG[locale]} defaultLocale="en-US" messages={catalogs[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
