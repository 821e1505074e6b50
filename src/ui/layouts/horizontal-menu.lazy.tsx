import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DemoMenuGroup } from '../../domain/demo/menu/demo-menu';
import { useMenuOpened, type OnDemandMenuProps } from '../components/on-demand';
import { GroupButton } from './horizontal-menu-button';

/** A demo group's menu in the horizontal layout, fetched when its button is first pointed at or pressed. */
export function GroupMenu({
  group,
  style,
  openAtOnce,
}: { group: DemoMenuGroup; style: CSSProperties } & OnDemandMenuProps) {
  return (
    <Menu
      position="bottom-start"
      withinPortal
      trigger="click-hover"
      openDelay={60}
      closeDelay={120}
      {...useMenuOpened(openAtOnce)}
    >
      <Menu.Target>
        <GroupButton group={group} style={style} />
      </Menu.Target>
      <Menu.Dropdown>
        {group.links.map((l) => (
          <Menu.Item key={l.id} component={Link} to={l.route as '/'}>
            <FormattedMessage id={l.labelId} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
