import { Alert, Button, Divider } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HostedLogin } from '../../../application/ports/auth-hosted-login.port';
import { useUseCases } from '../../app-context';
import { errorText } from '../../components/error-text';

const idle = () => () => undefined;
const noState = () => null;

/** The hosted login (Auth0) entry, shown only when it is configured; completes a returning redirect. */
export function HostedLoginButton({ returnTo, onSignedIn }: { returnTo: string; onSignedIn: () => void }) {
  const { auth } = useUseCases();
  const hosted: HostedLogin | null = auth.hostedLogin;
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const state = useSyncExternalStore(hosted?.subscribe ?? idle, hosted?.state ?? noState, hosted?.state ?? noState);

  useEffect(() => {
    if (!hosted) return;
    auth.completeHostedLogin().then(
      (session) => session && onSignedIn(),
      (caught: unknown) => setError(errorText(intl, caught)),
    );
  }, [auth, hosted, intl, onSignedIn]);

  if (!hosted) return null;
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        variant="default"
        fullWidth
        loading={state?.isLoading ?? false}
        onClick={() => void hosted.loginWithRedirect(returnTo)}
      >
        <FormattedMessage id="auth.login.hosted" />
      </Button>
      <Divider />
    </>
  );
}
