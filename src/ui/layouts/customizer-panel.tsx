import {
  ActionIcon,
  Button,
  ColorSwatch,
  Divider,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconCheck, IconSettings } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  FOOTER_TYPES,
  isThemeAllowed,
  MENU_THEMES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  THEMES,
  type CustomizerSettings,
  type NavbarColor,
} from '../../domain/customizer/customizer-settings';
import { useSettings, useShellActors } from './shell-context';
import { swatchColor } from './shell-colors';
import classes from './shell.module.css';

/** The theme customizer drawer: every option of the spec, applied live and persisted by the machine. */
export function CustomizerPanel() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `customizer.${id}` });
  const { customizer } = useShellActors();
  const opened = useSelector(customizer, (s) => s.matches('open'));
  const settings = useSettings();
  const change = (patch: Partial<CustomizerSettings>) => customizer.send({ type: 'settings.changed', patch });

  const swatches = (
    label: string,
    colors: readonly NavbarColor[],
    value: NavbarColor,
    key: 'menuTheme' | 'navbarColor',
  ) => (
    <Stack gap={6} role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap={8}>
        {colors.map((c) => (
          <ColorSwatch
            key={c}
            component="button"
            type="button"
            color={swatchColor(c)}
            size={28}
            aria-label={t(`color.${c}`)}
            aria-pressed={value === c}
            onClick={() => change({ [key]: c })}
            style={{ cursor: 'pointer', border: '1px solid var(--mantine-color-default-border)' }}
            c={c === 'warning' || c === 'default' ? 'black' : 'white'}
          >
            {value === c && <IconCheck size={14} />}
          </ColorSwatch>
        ))}
      </Group>
    </Stack>
  );

  const segmented = (
    key: string,
    value: string,
    data: { value: string; label: string; disabled?: boolean }[],
    onChange: (v: string) => void,
  ) => (
    <Stack gap={6} data-testid={`customizer-${key}`}>
      <Text size="sm" fw={600} id={`customizer-${key}`}>
        {t(key)}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        value={value}
        data={data}
        onChange={onChange}
        aria-labelledby={`customizer-${key}`}
      />
    </Stack>
  );

  return (
    <>
      {/* The navbar holds the toggle; with the navbar hidden, a corner button keeps the panel reachable. */}
      {settings.navbarType === 'hidden' && (
        <ActionIcon
          className={classes.customizerToggle}
          size="lg"
          color="blue"
          onClick={() => customizer.send({ type: 'panel.opened' })}
          aria-label={t('open')}
        >
          <IconSettings size={22} />
        </ActionIcon>
      )}
      <Drawer
        opened={opened}
        onClose={() => customizer.send({ type: 'panel.closed' })}
        position="right"
        size={340}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.close' }) }}
        title={
          <>
            <Text fw={700}>{t('title')}</Text>
            <Text size="xs" c="dimmed">
              {t('subtitle')}
            </Text>
          </>
        }
      >
        <Stack gap="md" data-testid="customizer">
          {swatches(t('menuColor'), MENU_THEMES, settings.menuTheme, 'menuTheme')}
          <Divider />
          {segmented(
            'layout',
            settings.layout,
            ['vertical', 'horizontal'].map((v) => ({ value: v, label: t(`layout.${v}`) })),
            (v) => change({ layout: v as CustomizerSettings['layout'] }),
          )}
          {segmented(
            'mode',
            settings.theme,
            THEMES.map((v) => ({ value: v, label: t(`mode.${v}`), disabled: !isThemeAllowed(v, settings.layout) })),
            (v) => change({ theme: v as CustomizerSettings['theme'] }),
          )}
          <Switch
            label={t('collapse')}
            checked={settings.sidebarCollapsed}
            disabled={settings.layout !== 'vertical'}
            onChange={(e) => change({ sidebarCollapsed: e.currentTarget.checked })}
          />
          <Divider />
          {swatches(t('navbarColor'), NAVBAR_COLORS, settings.navbarColor, 'navbarColor')}
          {segmented(
            'navbarType',
            settings.navbarType,
            NAVBAR_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
            (v) => change({ navbarType: v as CustomizerSettings['navbarType'] }),
          )}
          {segmented(
            'footerType',
            settings.footerType,
            FOOTER_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
            (v) => change({ footerType: v as CustomizerSettings['footerType'] }),
          )}
          <Divider />
          <Switch
            label={t('rtl')}
            checked={settings.direction === 'rtl'}
            onChange={(e) => change({ direction: e.currentTarget.checked ? 'rtl' : 'ltr' })}
          />
          <Switch
            label={t('hideScrollToTop')}
            checked={settings.hideScrollToTop}
            onChange={(e) => change({ hideScrollToTop: e.currentTarget.checked })}
          />
          <Button variant="light" onClick={() => customizer.send({ type: 'settings.reset' })}>
            {t('reset')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
