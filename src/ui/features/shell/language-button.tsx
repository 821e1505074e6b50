import { Box, Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/i18n-provider';

/**
 * The menu's button: painted with the frame; the menu behind it comes with its code (see `OnDemandMenu`). What the
 * menu adds to its target (a ref, handlers, ARIA state) reaches the button.
 */
export function LanguageButton({
  className,
  ...target
}: { className?: string } & ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const current = intl.formatMessage({ id: `shell.language.${locale}` });
  return (
    <Button
      variant="transparent"
      className={className}
      leftSection={<IconLanguage size={18} />}
      px={8}
      aria-label={intl.formatMessage({ id: 'shell.language.label' }, { language: current })}
      {...target}
    >
      <Box component="span" tt="uppercase" visibleFrom="sm">
        {locale}
      </Box>
    </Button>
  );
}
