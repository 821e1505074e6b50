import { Badge, Button, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconBan,
  IconCheck,
  IconFile,
  IconInbox,
  IconList,
  IconSend,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useId, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MailFolderFilter } from '../../../domain/demo/mail/mail-filter';
import type { TodoFilter } from '../../../domain/demo/todo/task.types';
import { RouterNavLink } from './router-nav-link';

export interface DemoMenuItem {
  /** The `$filter` the link opens. */
  readonly value: string;
  readonly labelId: string;
  readonly icon: ReactNode;
}

/** What an app's side column offers; the same for every visit. */
export interface DemoMenu {
  readonly to: '/email/$filter' | '/todo/$filter';
  readonly action: { readonly icon: ReactNode; readonly labelId: string };
  /** The fixed filters, named for screen readers by the message `labelId`. */
  readonly main: { readonly labelId: string; readonly items: readonly DemoMenuItem[] };
  /** The tags, under their heading, which names them for screen readers too. */
  readonly tags: { readonly headingId: string; readonly items: readonly DemoMenuItem[] };
}

interface Props {
  readonly menu: DemoMenu;
  /** The filter on screen, shown as the active link. */
  readonly current: string;
  onAction(): void;
  /** Counts shown at the right of some links, by filter. */
  readonly badges?: Readonly<Record<string, ReactNode>>;
}

function FilterNav({
  to,
  current,
  badges,
  items,
  ...label
}: {
  to: DemoMenu['to'];
  current: string;
  badges: Props['badges'];
  items: readonly DemoMenuItem[];
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <nav {...label}>
      {items.map((item) => (
        <RouterNavLink
          key={item.value}
          to={to}
          params={{ filter: item.value }}
          active={current === item.value}
          label={<FormattedMessage id={item.labelId} />}
          leftSection={item.icon}
          rightSection={badges?.[item.value]}
        />
      ))}
    </nav>
  );
}

/** The mail and to-do apps' side column: the main action, then the folders, then the coloured tags. */
export function DemoSideMenu({ menu, current, onAction, badges }: Props) {
  const intl = useIntl();
  const tagsHeading = useId();
  const nav = { to: menu.to, current, badges };
  return (
    <Stack gap={4}>
      <Button leftSection={menu.action.icon} onClick={onAction} mb="sm">
        <FormattedMessage id={menu.action.labelId} />
      </Button>
      <FilterNav {...nav} items={menu.main.items} aria-label={intl.formatMessage({ id: menu.main.labelId })} />
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="md" id={tagsHeading}>
        <FormattedMessage id={menu.tags.headingId} />
      </Text>
      <FilterNav {...nav} items={menu.tags.items} aria-labelledby={tagsHeading} />
    </Stack>
  );
}

/** A tag's colour dot in the menu. */
function TagDot({ color }: { color: string }) {
  return (
    <Badge size="xs" circle color={color} aria-hidden>
      {' '}
    </Badge>
  );
}

/** Menu links for coloured tags: each labelled `<labelPrefix><value>` with its colour dot. */
export function tagItems<T extends { readonly value: string }>(
  tags: readonly T[],
  labelPrefix: string,
  colorOf: (tag: T) => string,
): DemoMenuItem[] {
  return tags.map((tag) => ({
    value: tag.value,
    labelId: `${labelPrefix}${tag.value}`,
    icon: <TagDot color={colorOf(tag)} />,
  }));
}

/** The icon of each fixed filter the apps' menus offer (the mail folders, the to-do filters), by its value. */
const FILTER_ICONS: Readonly<Record<MailFolderFilter | TodoFilter, ComponentType<{ size?: number }>>> = {
  inbox: IconInbox,
  sent: IconSend,
  draft: IconFile,
  starred: IconStar,
  spam: IconBan,
  trash: IconTrash,
  all: IconList,
  important: IconAlertCircle,
  completed: IconCheck,
  trashed: IconTrash,
};

/** Menu links for fixed filters, each with its icon and labelled `<labelPrefix><value>`. */
export function iconItems(values: readonly (keyof typeof FILTER_ICONS)[], labelPrefix: string): DemoMenuItem[] {
  return values.map((value) => {
    const Icon = FILTER_ICONS[value];
    return { value, labelId: `${labelPrefix}${value}`, icon: <Icon size={16} /> };
  });
}
