import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

/** "3 registrations wait for approval", with a link that lists them; nothing while none wait. */
export function WaitingRegistrationsAlert({ count, onShow }: { readonly count: number; readonly onShow: () => void }) {
  const intl = useIntl();
  if (count <= 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconUserQuestion aria-hidden />} data-testid="users-waiting">
      <Group gap="sm">
        <Text size="sm">{intl.formatMessage({ id: 'users.registration.waiting' }, { count })}</Text>
        <Anchor component="button" type="button" size="sm" fw={600} c="inherit" underline="always" onClick={onShow}>
          {intl.formatMessage({ id: 'users.registration.show' })}
        </Anchor>
      </Group>
    </Alert>
  );
}
