import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Bookmark } from '../../../domain/bookmarks/bookmarks';
import { useMenuOpened, type OnDemandMenuProps } from '../../components/on-demand';
import { OverflowButton } from './bookmark-overflow-button';
import { ShellIcon } from './shell-icon';

/** The menu of the starred bookmarks that do not fit the bar, fetched when its button is first pointed at or pressed. */
export function BookmarkOverflowMenu({
  bookmarks,
  iconClassName,
  openAtOnce,
}: { bookmarks: readonly Bookmark[]; iconClassName?: string } & OnDemandMenuProps) {
  return (
    <Menu position="bottom-start" withinPortal {...useMenuOpened(openAtOnce)}>
      <Menu.Target>
        <OverflowButton count={bookmarks.length} className={iconClassName} />
      </Menu.Target>
      <Menu.Dropdown data-testid="bookmark-overflow">
        {bookmarks.map((b) => (
          <Menu.Item key={b.id} component={Link} to={b.link as '/'} leftSection={<ShellIcon name={b.icon} size={16} />}>
            {b.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
