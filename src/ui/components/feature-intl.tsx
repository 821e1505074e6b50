import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { UiLocale } from '../../domain/shared/locale';
import { useLocale } from '../i18n/i18n-provider';
import type { Messages } from '../i18n/messages';

/** The texts of a lazily loaded feature, one catalogue per UI language. */
export type FeatureCatalog = Readonly<Record<UiLocale, Messages>>;

/**
 * Adds a lazily loaded feature's texts to the app catalogue. The texts then travel in the feature's
 * own chunk instead of the eager bundle (src/ui/i18n/messages.ts lists the features that do this).
 */
export function FeatureIntl({ messages, children }: { messages: FeatureCatalog; children: ReactNode }) {
  const intl = useIntl();
  const own = messages[useLocale().locale];
  const merged = useMemo(() => ({ ...(intl.messages as Messages), ...own }), [intl.messages, own]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
}

/** The page of a lazily loaded feature, wrapped so that it finds its texts wherever it is rendered. */
export function withFeatureIntl<P extends object>(messages: FeatureCatalog, Page: ComponentType<P>) {
  function WithFeatureIntl(props: P) {
    return (
      <FeatureIntl messages={messages}>
        <Page {...props} />
      </FeatureIntl>
    );
  }
  WithFeatureIntl.displayName = `WithFeatureIntl(${Page.displayName ?? Page.name})`;
  return WithFeatureIntl;
}

/** Several features' texts as one catalogue, for a screen that shows more than one feature's words. */
export function combineCatalogs(...catalogs: readonly FeatureCatalog[]): FeatureCatalog {
  return {
    en: Object.assign({}, ...catalogs.map((c) => c.en)) as Messages,
    pt: Object.assign({}, ...catalogs.map((c) => c.pt)) as Messages,
  };
}
