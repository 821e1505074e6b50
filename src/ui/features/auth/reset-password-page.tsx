import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUseCases } from '../../app-context';
import { SecretInput } from './secret-input';
import { AuthCard } from './auth-card';
import { errorText } from '../../components/error-text';

const route = getRouteApi('/_blank/pages/reset-password');

/** Reached from the reset email: `?code=` (Firebase's oobCode is accepted as well). */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { code } = route.useSearch();
  const { auth } = useUseCases();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (v) => (v.length >= 6 ? null : intl.formatMessage({ id: 'auth.field.passwordShort' })),
      confirm: (v, values) =>
        v === values.password ? null : intl.formatMessage({ id: 'auth.field.passwordMismatch' }),
    },
  });

  const submit = form.onSubmit(async ({ password }) => {
    if (!code) return;
    setBusy(true);
    setError(null);
    try {
      await auth.resetPassword(code, password);
      setDone(true);
    } catch (caught) {
      setError(errorText(intl, caught));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={<FormattedMessage id="auth.reset.title" />}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {!code ? (
            <Alert color="orange" role="alert">
              <FormattedMessage id="auth.reset.noCode" />
            </Alert>
          ) : null}
          {done ? (
            <Alert color="green" role="status">
              <FormattedMessage id="auth.reset.done" />
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <SecretInput
            label={intl.formatMessage({ id: 'auth.field.newPassword' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <SecretInput
            label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={busy} disabled={!code || done} fullWidth>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
          <Anchor component={Link} to="/pages/login" size="sm" ta="center">
            <FormattedMessage id="auth.back" />
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
