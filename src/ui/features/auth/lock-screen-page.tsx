import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSession, useUseCases } from '../../app-context';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** Opening the lock screen signs the session out; the person unlocks with their password. */
export function LockScreenPage() {
  const { auth } = useUseCases();
  const session = useSession();
  const router = useRouter();
  // Read once: the account that was signed in when the screen was locked.
  const [account] = useState(() => (session ? { name: session.name, email: session.email } : auth.lockedAccount()));
  useEffect(() => {
    if (session) void auth.lock();
  }, [session, auth]);
  const onSignedIn = useCallback(() => router.history.push('/'), [router]);

  return (
    <AuthCard title={<FormattedMessage id="auth.lock.title" />}>
      {account ? (
        <Group>
          <Avatar color="blue" radius="xl" aria-hidden>
            {account.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Text>
            <FormattedMessage id="auth.lock.body" values={{ name: account.name }} />
          </Text>
        </Group>
      ) : null}
      <LoginForm
        initialEmail={account?.email ?? ''}
        lockEmail={!!account}
        submitLabelId="auth.lock.unlock"
        showLinks={false}
        onSignedIn={onSignedIn}
      />
      <Anchor component={Link} to="/pages/login" size="sm" ta="center">
        <FormattedMessage id="auth.lock.other" />
      </Anchor>
    </AuthCard>
  );
}
