import { Button, Group } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEMO_MENU, visibleDemoGroups, type DemoMenuGroup } from '../../domain/demo/menu/demo-menu';
import { PRODUCT_MENU, visibleEntries, type MenuLink } from '../../domain/menu/menu-items';
import { useSession } from '../app-context';
import { onDemandPart, OnDemandMenu } from '../components/on-demand';
import { ShellIcon } from '../features/shell/shell-icon';
import { useSettings } from './shell-context';
import { colorVariables } from './shell-colors';
import { GroupButton } from './horizontal-menu-button';

const itemStyle = (active: boolean) =>
  active
    ? { background: 'var(--menu-active-bg)', color: 'var(--menu-active-fg)' }
    : { color: 'var(--mantine-color-text)' };

const groupMenu = onDemandPart(() => import('./horizontal-menu.lazy').then((m) => m.GroupMenu));

/** The horizontal layout's menu: the product links, then the template's demo groups. */
export function HorizontalMenu() {
  const intl = useIntl();
  const role = useSession()?.role;
  const settings = useSettings();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const product = visibleEntries(PRODUCT_MENU, role).filter((e): e is MenuLink => e.kind === 'link');
  const isActive = (route: string) => (route === '/' ? pathname === '/' : pathname.startsWith(route));

  const groupButton = (group: DemoMenuGroup) => {
    const active = group.links.some((l) => isActive(l.route));
    const only = group.links.length === 1 ? group.links[0] : undefined;
    const common = {
      variant: 'subtle' as const,
      size: 'compact-sm' as const,
      leftSection: <ShellIcon name={group.icon} size={16} />,
      style: itemStyle(active),
    };
    if (only) {
      return (
        <Button key={group.id} component={Link} to={only.route as '/'} {...common}>
          <FormattedMessage id={group.labelId} />
        </Button>
      );
    }
    return (
      <OnDemandMenu
        key={group.id}
        part={groupMenu}
        props={{ group, style: common.style }}
        trigger={<GroupButton group={group} style={common.style} />}
      />
    );
  };

  return (
    <Group
      component="nav"
      aria-label={intl.formatMessage({ id: 'shell.nav.main' })}
      gap={4}
      px="lg"
      py={6}
      data-testid="horizontal-menu"
      style={{
        ...colorVariables(settings.menuTheme, '--menu-active'),
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {product.map((item) => (
        <Button
          key={item.id}
          component={Link}
          to={item.route as '/'}
          variant="subtle"
          size="compact-sm"
          leftSection={<ShellIcon name={item.icon} size={16} />}
          style={itemStyle(isActive(item.route))}
        >
          <FormattedMessage id={item.labelId} />
        </Button>
      ))}
      {visibleDemoGroups(DEMO_MENU, role).map(groupButton)}
    </Group>
  );
}
