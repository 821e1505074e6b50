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

/**
 * Only the frame's texts (shell, sign-in, errors, menus, and the template's main search that the
 * navbar shows) are eager. Every other feature's texts are used only on its own lazy routes and
 * travel in their chunks (src/ui/components/feature-intl.tsx): the template demos under
 * features/demo wrap their pages themselves (`withFeatureIntl`), so this glob never picks them up;
 * the product areas' layout routes (routes/_app/{freight,contact,product,user}.tsx, the dashboard,
 * the activity page and the example invoice) wrap theirs.
 */
const modules = import.meta.glob<FeatureMessages>(
  [
    '../features/*/messages.ts',
    '../features/demo/main-search/messages.ts',
    './*.messages.ts',
    '!../features/activity/messages.ts',
    '!../features/contacts/messages.ts',
    '!../features/dashboard/messages.ts',
    '!../features/freight/messages.ts',
    '!../features/invoice/messages.ts',
    '!../features/products/messages.ts',
    '!../features/users/messages.ts',
    '!./list-view.messages.ts',
    '!./audit.messages.ts',
  ],
  { eager: true, import: 'messages' },
);

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
