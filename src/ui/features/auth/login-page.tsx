import { Button, Paper, Stack, Text } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { safeReturnPath } from '../../../domain/acl/return-path';
import { useUseCases } from '../../app-context';
import { preloadRouteCode } from '../../router';
import { AuthCard } from './auth-card';
import { AuthNotices } from './auth-fields';
import { HostedLoginButton } from './hosted-login-button';
import { LoginForm } from './login-form';

const route = getRouteApi('/_blank/pages/login');

export function LoginPage() {
  const { redirect } = route.useSearch();
  const router = useRouter();
  const { auth } = useUseCases();
  const intl = useIntl();
  // Read once: signing in again forgets why the last session ended.
  const [ended] = useState(() => auth.endReason());
  const fill = useRef<((email: string, password: string) => void) | null>(null);
  // Replaces the login page in the history: going back from the page signed into never returns here.
  const onSignedIn = useCallback(() => router.history.replace(safeReturnPath(redirect)), [router, redirect]);
  // Once the person turns to the form, the screen they will land on is fetched meanwhile (its code and the query
  // cache's), so signing in waits for the backend's answer only; a page only looked at fetches none of it.
  useEffect(() => {
    let done = false;
    const prepare = () => {
      if (done) return;
      done = true;
      void preloadRouteCode(router, safeReturnPath(redirect));
      void router.options.context.loadQueryClient().catch(() => undefined);
    };
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, prepare, { capture: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, prepare, { capture: true });
    };
  }, [router, redirect]);

  return (
    <AuthCard
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
    >
      <AuthNotices
        notices={[
          ended === 'idle' && { tone: 'info', text: <FormattedMessage id="auth.login.idleEnded" /> },
          ended === 'account-refused' && { tone: 'warning', text: <FormattedMessage id="auth.login.accountRefused" /> },
        ]}
      />
      {auth.demoAccounts.length > 0 ? (
        <Paper withBorder p="sm" bg="var(--mantine-color-blue-light)">
          <Text size="sm" fw={600} mb={4}>
            {intl.formatMessage({ id: 'auth.login.demoTitle' }, { password: auth.demoAccounts[0]?.password })}
          </Text>
          <Stack gap={2}>
            {auth.demoAccounts.map((account) => (
              <Button
                key={account.email}
                variant="subtle"
                size="compact-sm"
                justify="start"
                onClick={() => fill.current?.(account.email, account.password)}
                title={intl.formatMessage({ id: 'auth.login.demoUse' }, { email: account.email })}
              >
                {account.email} · {account.role}
              </Button>
            ))}
          </Stack>
        </Paper>
      ) : null}
      <HostedLoginButton returnTo={safeReturnPath(redirect)} onSignedIn={onSignedIn} />
      <LoginForm onSignedIn={onSignedIn} fillRef={fill} />
    </AuthCard>
  );
}
