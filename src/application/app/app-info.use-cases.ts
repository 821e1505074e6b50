import { footerInfo, type FooterInfo } from '../../domain/shared/app-info';
import { preferredLocale, type UiLocale } from '../../domain/shared/locale';
import type { Clock } from '../ports/clock.port';
import type { DemoData } from '../ports/demo-data.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';

export const LOCALE_STORAGE_KEY = 'freightdesk.locale.v1';

export interface AppInfoUseCases {
  footer(): FooterInfo;
  /** Whether this backend has demo data to reset (the mock backend only). */
  canResetDemoData(): boolean;
  /** Restores the seeded demo data; elsewhere does nothing and answers `{ reset: false }`. */
  resetDemoData(): Promise<{ readonly reset: boolean }>;
  /** Tells the listener when another tab changed the demo data (the mock backend only); answers the unsubscribe. */
  onDemoDataChangedElsewhere(listener: () => void): () => void;
  /** The stored language, or on a first visit the browser's (when the app speaks it). */
  preferredLocale(): UiLocale;
  rememberLocale(locale: UiLocale): void;
}

export function makeAppInfoUseCases(deps: {
  clock: Clock;
  storage: KeyValueStorage;
  demoData?: DemoData | null;
  /** The browser's languages in its order of preference (`navigator.languages`). */
  browserLanguages?: () => readonly string[];
}): AppInfoUseCases {
  const demoData = deps.demoData ?? null;
  return {
    footer: () => footerInfo(deps.clock.now()),
    canResetDemoData: () => demoData !== null,
    async resetDemoData() {
      if (!demoData) return { reset: false };
      await demoData.reset();
      return { reset: true };
    },
    onDemoDataChangedElsewhere: (listener) => demoData?.onChangedElsewhere(listener) ?? (() => undefined),
    preferredLocale: () => preferredLocale(deps.storage.get(LOCALE_STORAGE_KEY), deps.browserLanguages?.() ?? []),
    rememberLocale: (locale) => deps.storage.set(LOCALE_STORAGE_KEY, locale),
  };
}
