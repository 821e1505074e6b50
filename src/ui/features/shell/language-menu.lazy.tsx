import { Menu } from '@mantine/core';
import { useIntl } from 'react-intl';
import { UI_LOCALES } from '../../../domain/shared/locale';
import { useMenuOpened, type OnDemandMenuProps } from '../../components/on-demand';
import { useLocale } from '../../i18n/i18n-provider';
import { LanguageButton } from './language-button';

/** The language menu itself, fetched when its button is first pointed at or pressed. */
export function LanguageMenuOpen({ className, openAtOnce }: { className?: string } & OnDemandMenuProps) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Menu position="bottom-end" withinPortal {...useMenuOpened(openAtOnce)}>
      <Menu.Target>
        <LanguageButton className={className} />
      </Menu.Target>
      <Menu.Dropdown>
        {UI_LOCALES.map((l) => (
          <Menu.Item
            key={l}
            onClick={() => setLocale(l)}
            lang={l === 'pt' ? 'pt-BR' : 'en-US'}
            aria-current={l === locale ? 'true' : undefined}
            fw={l === locale ? 700 : 400}
          >
            {intl.formatMessage({ id: `shell.language.${l}` })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
