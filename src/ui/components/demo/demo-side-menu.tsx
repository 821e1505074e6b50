import { Badge, Button, Stack, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
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
  readonly main: { readonly label: string; readonly items: readonly DemoMenuItem[] };
  readonly tags: { readonly headingId: string; readonly label: string; readonly items: readonly DemoMenuItem[] };
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
  section,
}: {
  to: DemoMenu['to'];
  current: string;
  badges: Props['badges'];
  section: DemoMenu['main'];
}) {
  return (
    <nav aria-label={section.label}>
      {section.items.map((item) => (
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
  return (
    <Stack gap={4}>
      <Button leftSection={menu.action.icon} onClick={onAction} mb="sm">
        <FormattedMessage id={menu.action.labelId} />
      </Button>
      <FilterNav to={menu.to} current={current} badges={badges} section={menu.main} />
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="md">
        <FormattedMessage id={menu.tags.headingId} />
      </Text>
      <FilterNav to={menu.to} current={current} badges={badges} section={menu.tags} />
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

/** Menu links for fixed filters, given as `[value, icon]`: each labelled `<labelPrefix><value>`. */
export function iconItems(
  entries: readonly (readonly [string, ComponentType<{ size?: number }>])[],
  labelPrefix: string,
): DemoMenuItem[] {
  return entries.map(([value, Icon]) => ({ value, labelId: `${labelPrefix}${value}`, icon: <Icon size={16} /> }));
}
