import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import type { Session } from '../../../application/auth/session';
import type { Credentials } from '../../../application/ports/auth-gateway.port';
import { loginMachine } from '../../../machines/login/login.machine';
import { useUseCases } from '../../app-context';
import { SecretInput } from './secret-input';
import { errorText } from '../../components/error-text';

export interface LoginFormProps {
  readonly initialEmail?: string;
  readonly lockEmail?: boolean;
  readonly submitLabelId?: string;
  readonly showLinks?: boolean;
  readonly onSignedIn: (session: Session) => void;
  /** Lets the demo-account buttons fill the form from outside. */
  readonly fillRef?: { current: ((email: string, password: string) => void) | null };
}

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** Email, password, remember me, and the login machine behind them. */
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
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: { authenticate: fromPromise<Session, Credentials>(({ input }) => auth.login(input)) },
      }),
    [auth],
  );
  const [state, send] = useMachine(machine);
  const form = useForm({
    initialValues: { email: initialEmail, password: '', remember: false },
    validate: {
      email: (v) => (EMAIL.test(v.trim()) ? null : intl.formatMessage({ id: 'auth.field.emailInvalid' })),
      password: (v) => (v ? null : intl.formatMessage({ id: 'auth.field.required' })),
    },
  });

  if (fillRef) fillRef.current = (email, password) => form.setValues({ email, password });

  const session = state.context.session;
  useEffect(() => {
    if (state.matches('signedIn') && session) onSignedIn(session);
  }, [state, session, onSignedIn]);

  const busy = state.matches('submitting') || state.matches('signedIn');
  const locked = state.matches('locked');
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
        {locked ? (
          <Alert color="orange" role="alert">
            <FormattedMessage id="auth.login.locked" />
          </Alert>
        ) : state.context.error ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => send({ type: 'error.dismissed' })}>
            {errorText(intl, state.context.error)}
          </Alert>
        ) : null}
        <TextInput
          label={intl.formatMessage({ id: 'auth.field.email' })}
          type="email"
          autoComplete="username"
          required
          readOnly={lockEmail}
          {...form.getInputProps('email')}
        />
        <SecretInput
          label={intl.formatMessage({ id: 'auth.field.password' })}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
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
