import type { UiLocale } from '../../domain/shared/locale';
import type { CatalogLocale, Messages } from './messages';

/**
 * The frame's texts (shell, sign-in, errors, menus) of one UI language, each language a chunk of its
 * own: the `?locale=` query makes the build keep only that language of every file the frame lists
 * (src/ui/i18n/messages.ts), so a visitor downloads the catalogue they read and not the other.
 */
type Catalogs = Readonly<Record<CatalogLocale, Messages>>;

const LOADERS: Readonly<Record<UiLocale, Readonly<Record<string, () => Promise<Catalogs>>>>> = {
  en: import.meta.glob<Catalogs>('./messages.ts', { query: '?locale=en', import: 'catalogs' }),
  pt: import.meta.glob<Catalogs>('./messages.ts', { query: '?locale=pt', import: 'catalogs' }),
};

const loaded = new Map<UiLocale, Messages>();
const loading = new Map<UiLocale, Promise<Messages>>();

export function loadFrameCatalogue(locale: UiLocale): Promise<Messages> {
  const known = loading.get(locale);
  if (known) return known;
  const load = Object.values(LOADERS[locale])[0];
  if (!load) return Promise.reject(new Error(`No frame catalogue for ${locale}`));
  const pending = load().then((catalogs) => {
    loaded.set(locale, catalogs[locale]);
    return catalogs[locale];
  });
  // A failed download may be tried again (the next language switch, a retry).
  pending.catch(() => loading.delete(locale));
  loading.set(locale, pending);
  return pending;
}

/** The catalogues already downloaded, for a first render that needs no wait. */
export function loadedFrameCatalogues(): Partial<Record<UiLocale, Messages>> {
  return Object.fromEntries(loaded);
}
