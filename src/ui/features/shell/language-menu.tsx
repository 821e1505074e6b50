import { Box, Button, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { UI_LOCALES } from '../../../domain/shared/locale';
import { useLocale } from '../../i18n/i18n-provider';

/** English / Português; switching re-renders the whole UI and sets the document's lang. */
export function LanguageMenu({ className }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const current = intl.formatMessage({ id: `shell.language.${locale}` });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="transparent"
          className={className}
          leftSection={<IconLanguage size={18} />}
          px={8}
          aria-label={intl.formatMessage({ id: 'shell.language.label' }, { language: current })}
        >
          <Box component="span" tt="uppercase" visibleFrom="sm">
            {locale}
          </Box>
        </Button>
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
