import { ActionIcon, Box } from '@mantine/core';
import { IconMenu2, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CommandPaletteButton } from '../features/shell/command-palette-button';
import { KeyboardShortcuts } from '../features/shell/keyboard-shortcuts';
import { LanguageMenu } from '../features/shell/language-menu';
import { MainSearch } from '../features/demo/main-search/main-search';
import { NavbarBookmarks } from '../features/shell/navbar-bookmarks';
import { UserMenu } from '../features/shell/user-menu';
import { useSettings, useShellActors } from './shell-context';
import { colorVariables } from './shell-colors';
import { BrandMark } from './brand-mark';
import { fetchesMobileSidebar } from './frame-drawers';
import classes from './shell.module.css';

interface TopNavbarProps {
  readonly layout: 'vertical' | 'horizontal';
  readonly showMenuButton: boolean;
  readonly scrolled: boolean;
}

/** A bare icon button of the navbar, named for screen readers. */
function NavbarIconButton({
  label,
  onClick,
  icon,
  ...rest
}: { label: string; onClick: () => void; icon: ReactNode } & Partial<typeof fetchesMobileSidebar>) {
  return (
    <ActionIcon
      variant="transparent"
      size="lg"
      className={classes.navIcon}
      onClick={onClick}
      aria-label={label}
      {...rest}
    >
      {icon}
    </ActionIcon>
  );
}

/** Bookmarks, main search, language and user menus; coloured and positioned by the customizer. */
export function TopNavbar({ layout, showMenuButton, scrolled }: TopNavbarProps) {
  const intl = useIntl();
  const settings = useSettings();
  const { layout: layoutActor, customizer } = useShellActors();
  return (
    <header
      className={classes.navbar}
      data-type={settings.navbarType}
      data-layout={layout}
      data-scrolled={scrolled || undefined}
      data-testid="top-navbar"
      style={colorVariables(settings.navbarColor, '--navbar')}
    >
      {showMenuButton && (
        <NavbarIconButton
          label={intl.formatMessage({ id: 'shell.menu.open' })}
          onClick={() => layoutActor.send({ type: 'sidebar.opened' })}
          icon={<IconMenu2 size={22} />}
          {...fetchesMobileSidebar}
        />
      )}
      {layout === 'horizontal' && (
        <Link
          to="/"
          aria-label={intl.formatMessage({ id: 'shell.nav.brand' })}
          style={{ color: 'inherit', textDecoration: 'none' }}
        >
          <BrandMark />
        </Link>
      )}
      <NavbarBookmarks iconClassName={classes.navIcon} />
      <Box style={{ flex: 1 }} />
      <CommandPaletteButton iconClassName={classes.navIcon} />
      <KeyboardShortcuts />
      <MainSearch iconClassName={classes.navIcon} />
      <LanguageMenu className={classes.navIcon} />
      <NavbarIconButton
        label={intl.formatMessage({ id: 'customizer.open' })}
        onClick={() => customizer.send({ type: 'panel.opened' })}
        icon={<IconSettings size={20} />}
      />
      <UserMenu />
    </header>
  );
}
