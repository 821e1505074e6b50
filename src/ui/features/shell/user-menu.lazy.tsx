import { Menu } from '@mantine/core';
import { IconDatabaseImport, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Session } from '../../../application/auth/session';
import { useUseCases } from '../../app-context';
import { notifyFailure } from '../../components/notify-outcome';
import { useMenuOpened, type OnDemandMenuProps } from '../../components/on-demand';
import { useResetDemoData } from './reset-demo-data';
import { UserButton } from './user-button';

/** The user menu itself, fetched when its button is first pointed at or pressed. */
export function UserMenuOpen({ session, openAtOnce }: { session: Session } & OnDemandMenuProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { auth } = useUseCases();
  const resetDemo = useResetDemoData();
  const opened = useMenuOpened(openAtOnce);

  const signOut = async () => {
    try {
      await auth.logout();
    } catch (error) {
      // The session is cleared locally even when the provider could not be told.
      notifyFailure(intl, error);
    }
    void navigate({ to: '/pages/login' });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal {...opened}>
        <Menu.Target>
          <UserButton session={session} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <FormattedMessage
              id="shell.user.today"
              values={{ date: <FormattedDate value={new Date()} dateStyle="long" /> }}
            />
          </Menu.Label>
          {resetDemo.available ? (
            <Menu.Item
              leftSection={<IconDatabaseImport size={16} aria-hidden />}
              onClick={resetDemo.ask}
              data-testid="reset-demo-data"
            >
              <FormattedMessage id="shell.resetDemo.menu" />
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
            <FormattedMessage id="shell.user.logout" />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {resetDemo.dialog}
    </>
  );
}
