import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { UiLocale } from '../../domain/shared/locale';
import { useUseCases } from '../app-context';
import { loadedFrameCatalogues, loadFrameCatalogue } from './frame-catalogue';
import type { Messages } from './messages';

/** BCP 47 tags used for number and date formatting of each UI language. */
export const INTL_TAG: Readonly<Record<UiLocale, string>> = { en: 'en-US', pt: 'pt-BR' };

interface LocaleState {
  readonly locale: UiLocale;
  setLocale(locale: UiLocale): void;
}

const LocaleContext = createContext<LocaleState | null>(null);
const NONE: Messages = {};

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('I18nProvider is missing above this component');
  return state;
}

/**
 * The app's language and the frame's texts in it. The start-up loads the stored language's catalogue
 * before the first render; another language's comes when chosen, the texts on screen staying until it
 * arrives.
 */
export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: UiLocale }) {
  const { app } = useUseCases();
  const [locale, setLocaleState] = useState<UiLocale>(() => initialLocale ?? app.preferredLocale());
  const [catalogues, setCatalogues] = useState(loadedFrameCatalogues);
  const [shown, setShown] = useState<Messages>(() => catalogues[locale] ?? NONE);
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
  useEffect(() => {
    const ready = catalogues[locale];
    if (ready) {
      setShown(ready);
      return undefined;
    }
    let live = true;
    loadFrameCatalogue(locale).then(
      (messages) => live && setCatalogues((known) => ({ ...known, [locale]: messages })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, catalogues]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={INTL_TAG[locale]} defaultLocale="en-US" messages={catalogues[locale] ?? shown}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
