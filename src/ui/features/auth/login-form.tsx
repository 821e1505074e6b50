import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Session } from '../../../application/auth/session';
import type { Credentials } from '../../../application/ports/auth-gateway.port';
import { useUseCases } from '../../app-context';
import { AuthField, AuthNotices, authChecks } from './auth-fields';
import { errorText } from '../../components/error-text';
import { useLoginMachine } from './use-login-machine';

export interface LoginFormProps {
  readonly initialEmail?: string;
  readonly lockEmail?: boolean;
  readonly submitLabelId?: string;
  readonly showLinks?: boolean;
  readonly onSignedIn: (session: Session) => void;
  /** Lets the demo-account buttons fill the form from outside. */
  readonly fillRef?: { current: ((email: string, password: string) => void) | null };
}

/** Email, password, remember me, and the login machine behind them (started once the form has painted). */
export function LoginForm({
  initialEmail = '',
  lockEmail = false,
  submitLabelId = 'auth.login.submit',
  showLinks = true,
  onSignedIn,
  fillRef,
}: LoginFormProps) {
  const intl = useIntl();
  const { auth } = useUseCases();
  const authenticate = useCallback((credentials: Credentials) => auth.login(credentials), [auth]);
  const [state, send] = useLoginMachine(authenticate);
  const form = useForm({
    initialValues: { email: initialEmail, password: '', remember: false },
    validate: { email: authChecks(intl).email, password: authChecks(intl).required },
  });

  if (fillRef) fillRef.current = (email, password) => form.setValues({ email, password });

  const { session, signedIn, busy, locked } = state;
  useEffect(() => {
    if (signedIn && session) onSignedIn(session);
  }, [signedIn, session, onSignedIn]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        send({
          type: 'credentials.submitted',
          credentials: { email: values.email.trim(), password: values.password, remember: values.remember },
        }),
      )}
    >
      <Stack gap="sm">
        <AuthNotices
          notices={[
            locked
              ? { tone: 'warning', text: <FormattedMessage id="auth.login.locked" /> }
              : state.error !== null && {
                  tone: 'error',
                  text: errorText(intl, state.error),
                  onClose: () => send({ type: 'error.dismissed' }),
                },
          ]}
        />
        <AuthField
          form={form}
          name="email"
          labelId="auth.field.email"
          type="email"
          autoComplete="username"
          readOnly={lockEmail}
        />
        <AuthField form={form} name="password" labelId="auth.field.password" secret autoComplete="current-password" />
        <Group justify="space-between">
          <Checkbox
            label={intl.formatMessage({ id: 'auth.field.remember' })}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          {showLinks ? (
            <Anchor component={Link} to="/pages/forgot-password" size="sm">
              <FormattedMessage id="auth.login.forgot" />
            </Anchor>
          ) : null}
        </Group>
        <Button type="submit" loading={busy} disabled={locked} fullWidth>
          {intl.formatMessage({ id: submitLabelId })}
        </Button>
        {showLinks ? (
          <Anchor component={Link} to="/pages/register" size="sm" ta="center">
            <FormattedMessage id="auth.login.register" />
          </Anchor>
        ) : null}
      </Stack>
    </form>
  );
}
