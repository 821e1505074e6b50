import { footerInfo, type FooterInfo } from '../../domain/shared/app-info';
import { localeOrDefault, type UiLocale } from '../../domain/shared/locale';
import type { Clock } from '../ports/clock.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';

export const LOCALE_STORAGE_KEY = 'freightdesk.locale.v1';

export interface AppInfoUseCases {
  footer(): FooterInfo;
  storedLocale(): UiLocale;
  rememberLocale(locale: UiLocale): void;
}

export function makeAppInfoUseCases(deps: { clock: Clock; storage: KeyValueStorage }): AppInfoUseCases {
  return {
    footer: () => footerInfo(deps.clock.now()),
    storedLocale: () => localeOrDefault(deps.storage.get(LOCALE_STORAGE_KEY)),
    rememberLocale: (locale) => deps.storage.set(LOCALE_STORAGE_KEY, locale),
  };
}
