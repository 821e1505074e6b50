import '@mantine/spotlight/styles.css';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  IconAddressBook,
  IconLanguage,
  IconMoon,
  IconPackage,
  IconPlus,
  IconSearch,
  IconSun,
  IconTruck,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { can } from '../../../domain/acl/permissions';
import { contactDisplayName } from '../../../domain/contact/contact';
import { PRODUCT_MENU, visibleEntries } from '../../../domain/menu/menu-items';
import { productDescription } from '../../../domain/product/product';
import { foldText } from '../../../domain/shared/list-query';
import { useSession, useUseCases } from '../../app-context';
import { useLocale } from '../../i18n/i18n-provider';
import { useSettings, useShellActors } from '../../layouts/shell-context';
import { paletteQueries } from '../../queries/palette.queries';
import classes from './command-palette.module.css';
import { ShellIcon } from './shell-icon';

const [store, palette] = createSpotlight();
const LIST_ID = 'command-palette-results';
/** Typing settles this long before the backend is asked. */
const DEBOUNCE_MS = 200;

interface PaletteItem {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
  readonly icon: ReactNode;
  readonly run: () => void;
}

/** The records the palette can start, each when the person may edit that kind. */
const creations = [
  ['newShipment', 'freight.edit', '/freight/new'],
  ['newContact', 'contacts.edit', '/contact/new'],
] as const;

interface PaletteGroup {
  readonly id: string;
  readonly label: string;
  readonly items: readonly PaletteItem[];
}

/** The first result is the one Enter opens, as soon as the results change. */
function selectFirst(): void {
  const list = document.getElementById(LIST_ID);
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = list?.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

/**
 * The command palette (Ctrl+K / ⌘K, or the navbar's search box): shipments, contacts and products from the backend's
 * search as one types, the menu's screens, and actions (new shipment, new contact, language, theme). Only the
 * keyboard is needed: arrows choose, Enter runs, Esc closes. Loaded the first time it opens.
 */
export default function CommandPalette({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const useCases = useUseCases();
  const role = useSession()?.role;
  const { locale, setLocale } = useLocale();
  const settings = useSettings();
  const { customizer } = useShellActors();
  const [query, setQuery] = useState('');
  const [settled] = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  useEffect(() => (opened ? palette.open() : palette.close()), [opened]);

  const found = useQuery(
    paletteQueries.find(settled, {
      freight: can(role, 'freight.view') ? useCases.freight : null,
      contacts: can(role, 'contacts.view') ? useCases.contacts : null,
      products: can(role, 'products.view') ? useCases.products : null,
    }),
  );
  const text = query.trim();
  // Results for an older text are never offered: Enter must open what matches what is typed.
  const current = text !== '' && settled === text && !found.isPlaceholderData ? found.data : undefined;
  const searching = text !== '' && (settled !== text || found.isFetching);

  const groups = useMemo((): PaletteGroup[] => {
    const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
    const go = (to: string, params?: Record<string, string>) => () =>
      void navigate({ to: to as '/', ...(params ? { params: params as never } : {}) });
    const records: PaletteItem[] = [
      ...(current?.shipments ?? []).map((r) => ({
        id: `shipment-${r.id}`,
        label: r.reference,
        description: [r.transportDocument, (r.containers ?? []).join(' '), r.carrier, r.consignee?.name]
          .filter(Boolean)
          .join(' · '),
        icon: <IconTruck size={20} aria-hidden />,
        run: go('/freight/$id', { id: r.id }),
      })),
      ...(current?.contacts ?? []).map((c) => ({
        id: `contact-${c.id}`,
        label: contactDisplayName(c),
        description: [c.company, c.city, c.email].filter(Boolean).join(' · '),
        icon: <IconAddressBook size={20} aria-hidden />,
        run: go('/contact/$id/edit', { id: c.id }),
      })),
      ...(current?.products ?? []).map((p) => ({
        id: `product-${p.id}`,
        label: `${p.code} · ${productDescription(p, locale)}`,
        description: p.ncmCode,
        icon: <IconPackage size={20} aria-hidden />,
        run: go('/product/$id/edit', { id: p.id }),
      })),
    ];
    const matches = (label: string) => text === '' || foldText(label).includes(foldText(text));
    const screens: PaletteItem[] = visibleEntries(PRODUCT_MENU, role)
      .filter((entry) => entry.kind === 'link')
      .map((entry) => ({
        id: `screen-${entry.id}`,
        label: t(entry.labelId),
        icon: <ShellIcon name={entry.icon} size={20} />,
        run: go(entry.route),
      }))
      .filter((item) => matches(item.label));
    const otherLocale = locale === 'pt' ? 'en' : 'pt';
    const dark = settings.theme !== 'light';
    const actions: PaletteItem[] = [
      ...creations
        .filter(([, permission]) => can(role, permission))
        .map(([id, , route]) => ({
          id,
          label: t(`palette.${id}`),
          icon: <IconPlus size={20} aria-hidden />,
          run: go(route),
        })),
      {
        id: 'language',
        label: t('palette.language', { language: t(`shell.language.${otherLocale}`) }),
        icon: <IconLanguage size={20} aria-hidden />,
        run: () => setLocale(otherLocale),
      },
      {
        id: 'theme',
        label: t(dark ? 'palette.themeLight' : 'palette.themeDark'),
        icon: dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />,
        run: () => customizer.send({ type: 'settings.changed', patch: { theme: dark ? 'light' : 'dark' } }),
      },
    ].filter((item) => matches(item.label));
    return [
      { id: 'records', label: t('palette.group.records'), items: records },
      { id: 'screens', label: t('palette.group.screens'), items: screens },
      { id: 'actions', label: t('palette.group.actions'), items: actions },
    ].filter((group) => group.items.length > 0);
  }, [current, text, role, locale, settings.theme, intl, navigate, setLocale, customizer]);

  const shown = groups.flatMap((g) => g.items.map((i) => i.id)).join('|');
  useEffect(() => {
    if (opened) selectFirst();
  }, [shown, opened]);

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={onClose}
      scrollable
      maxHeight={440}
      title={t('palette.title')}
      classNames={{ header: classes.header, actionDescription: classes.description }}
    >
      <Spotlight.Search
        aria-label={t('palette.search')}
        placeholder={t('palette.placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={searching ? <Loader size="xs" aria-label={t('palette.searching')} /> : null}
        data-testid="command-palette-search"
      />
      <Spotlight.ActionsList id={LIST_ID} aria-label={t('palette.results')}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.id} label={group.label}>
            {group.items.map((item) => (
              <Spotlight.Action
                key={item.id}
                label={item.label}
                description={item.description}
                leftSection={item.icon}
                onClick={item.run}
                data-testid={`palette-${item.id}`}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {groups.length === 0 ? (
          <Spotlight.Empty>
            <Text size="sm">{searching ? t('palette.searching') : t('palette.nothing')}</Text>
          </Spotlight.Empty>
        ) : null}
      </Spotlight.ActionsList>
      {found.isError ? (
        <Spotlight.Footer>
          <Text size="xs" c="red" role="alert">
            {t('palette.failed')}
          </Text>
        </Spotlight.Footer>
      ) : null}
    </Spotlight.Root>
  );
}
