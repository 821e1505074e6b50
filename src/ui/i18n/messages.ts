/**
 * Message catalogues. Each feature keeps `messages.ts` beside its screens; they are collected here
 * at build time so that no shared file has to change when a feature adds text.
 */
export const CATALOG_LOCALES = ['en', 'pt', 'de', 'fr'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];
export type Messages = Readonly<Record<string, string>>;
export interface FeatureMessages {
  readonly en: Messages;
  readonly pt: Messages;
  readonly de?: Messages;
  readonly fr?: Messages;
}

const modules = import.meta.glob<FeatureMessages>(['../features/*/messages.ts', './*.messages.ts'], {
  eager: true,
  import: 'messages',
});

export const featureCatalogs: Readonly<Record<string, FeatureMessages>> = modules;

function merge(locale: CatalogLocale): Messages {
  const out: Record<string, string> = {};
  for (const feature of Object.values(modules)) Object.assign(out, feature[locale] ?? {});
  return out;
}

export const catalogs: Readonly<Record<CatalogLocale, Messages>> = {
  en: merge('en'),
  pt: merge('pt'),
  de: merge('de'),
  fr: merge('fr'),
};
