import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession, useUseCases } from '../../app-context';
import { LoginForm } from './login-form';

/**
 * Shown over the current page when the backend ends the session mid-work: signing in again here
 * keeps the page (and whatever the user typed) mounted.
 */
export function SessionExpiredDialog() {
  const intl = useIntl();
  const { auth } = useUseCases();
  const session = useSession();
  const location = useLocation();
  const expired = useSyncExternalStore(auth.expiry.subscribe, auth.expiry.isRaised, auth.expiry.isRaised);
  const noop = useCallback(() => undefined, []);

  return (
    <Modal
      opened={expired}
      onClose={noop}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={intl.formatMessage({ id: 'auth.expired.title' })}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="auth.expired.body" />
        </Text>
        <LoginForm initialEmail={session?.email ?? ''} lockEmail={!!session} showLinks={false} onSignedIn={noop} />
        <Anchor href={`/pages/login?redirect=${encodeURIComponent(location.href)}`} size="sm" ta="center">
          <FormattedMessage id="auth.expired.page" />
        </Anchor>
      </Stack>
    </Modal>
  );
}
