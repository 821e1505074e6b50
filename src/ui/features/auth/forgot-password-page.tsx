import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUseCases } from '../../app-context';
import { AuthCard } from './auth-card';
import { errorText } from '../../components/error-text';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const { auth } = useUseCases();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (v) => (/^[^@\s]+@[^@\s]+$/.test(v.trim()) ? null : intl.formatMessage({ id: 'auth.field.emailInvalid' })),
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    setError(null);
    try {
      await auth.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(errorText(intl, caught));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard title={<FormattedMessage id="auth.forgot.title" />} subtitle={<FormattedMessage id="auth.forgot.body" />}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {sentTo ? (
            <Alert color="green" role="status">
              <FormattedMessage id="auth.forgot.sent" values={{ email: sentTo }} />
            </Alert>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={intl.formatMessage({ id: 'auth.field.email' })}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy} fullWidth>
            <FormattedMessage id="auth.forgot.submit" />
          </Button>
          <Anchor component={Link} to="/pages/login" size="sm" ta="center">
            <FormattedMessage id="auth.back" />
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
