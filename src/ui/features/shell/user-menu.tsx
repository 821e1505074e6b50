import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDatabaseImport, IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSession, useUseCases } from '../../app-context';
import { notifyFailure } from '../../components/notify-outcome';
import { InitialsAvatar } from './initials-avatar';
import { useResetDemoData } from './reset-demo-data';

/** Name, role and initials avatar; 'Sair' signs out and goes to the login page; on the mock backend, reset its demo data. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { auth } = useUseCases();
  const resetDemo = useResetDemoData();
  if (!session) return null;

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
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label={intl.formatMessage({ id: 'shell.user.menu' }, { name: session.name })}
            data-testid="user-menu"
            style={{ color: 'inherit' }}
          >
            <Group gap="xs" wrap="nowrap">
              <Box visibleFrom="sm" ta="end">
                <Text size="sm" fw={600} lh={1.2}>
                  {session.name}
                </Text>
                <Text size="xs" lh={1.2} style={{ opacity: 0.85 }}>
                  <FormattedMessage id={`shell.role.${session.role}`} />
                </Text>
              </Box>
              <InitialsAvatar name={session.name} />
            </Group>
          </UnstyledButton>
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
