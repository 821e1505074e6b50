import { ActionIcon } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconX } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_MENU, visibleEntries } from '../../domain/menu/menu-items';
import { useSession } from '../app-context';
import { HintTooltip } from '../components/hint-tooltip';
import { ShellIcon } from '../features/shell/shell-icon';
import { useSettings, useShellActors, type SidebarState } from './shell-context';
import { colorVariables } from './shell-colors';
import classes from './sidebar.module.css';

interface SidebarProps {
  readonly state: SidebarState;
  readonly placement: 'fixed' | 'drawer';
}

/** The product sidebar: Dashboard, Freight, 'Configure', User, Produtos, Contatos, filtered by role. */
export function Sidebar({ state, placement }: SidebarProps) {
  const intl = useIntl();
  const role = useSession()?.role;
  const settings = useSettings();
  const { customizer, layout } = useShellActors();
  const entries = visibleEntries(PRODUCT_MENU, role);
  const collapsed = state === 'collapsed';
  const tone = settings.theme === 'light' ? 'light' : 'dark';
  const toggleCollapse = () =>
    customizer.send({ type: 'settings.changed', patch: { sidebarCollapsed: !settings.sidebarCollapsed } });

  return (
    <nav
      aria-label={intl.formatMessage({ id: 'shell.nav.main' })}
      className={classes.sidebar}
      data-state={state}
      data-tone={tone}
      data-placement={placement}
      data-testid="sidebar"
      style={colorVariables(settings.menuTheme, '--menu-active')}
      onMouseEnter={placement === 'fixed' ? () => layout.send({ type: 'sidebar.hovered' }) : undefined}
      onMouseLeave={placement === 'fixed' ? () => layout.send({ type: 'sidebar.left' }) : undefined}
    >
      <div className={classes.brand}>
        <Link
          to="/"
          className={classes.brand}
          style={{ padding: 0, minHeight: 0 }}
          aria-label={intl.formatMessage({ id: 'shell.nav.brand' })}
        >
          <ShellIcon name="truck" size={26} />
          <span className={classes.brandText}>
            <FormattedMessage id="frame.brand" />
          </span>
        </Link>
        {placement === 'drawer' ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => layout.send({ type: 'sidebar.closed' })}
            aria-label={intl.formatMessage({ id: 'shell.menu.close' })}
          >
            <IconX size={18} />
          </ActionIcon>
        ) : (
          !collapsed && (
            <ActionIcon
              variant="subtle"
              color="gray"
              className={classes.brandText}
              onClick={toggleCollapse}
              aria-label={intl.formatMessage({
                id: settings.sidebarCollapsed ? 'shell.sidebar.expand' : 'shell.sidebar.collapse',
              })}
              aria-pressed={settings.sidebarCollapsed}
            >
              {settings.sidebarCollapsed ? (
                <IconLayoutSidebarLeftExpand size={18} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={18} />
              )}
            </ActionIcon>
          )
        )}
      </div>
      <ul className={classes.list}>
        {entries.map((entry) =>
          entry.kind === 'header' ? (
            <li key={entry.id} className={classes.header} aria-hidden={collapsed}>
              <FormattedMessage id={entry.labelId} />
            </li>
          ) : (
            <li key={entry.id}>
              <HintTooltip
                label={intl.formatMessage({ id: entry.labelId })}
                position="right"
                disabled={!collapsed}
                withArrow
              >
                <Link
                  to={entry.route as '/'}
                  className={classes.link}
                  activeOptions={{ exact: entry.route === '/' }}
                  aria-label={collapsed ? intl.formatMessage({ id: entry.labelId }) : undefined}
                >
                  <ShellIcon name={entry.icon} />
                  <span className={classes.label}>
                    <FormattedMessage id={entry.labelId} />
                  </span>
                </Link>
              </HintTooltip>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
