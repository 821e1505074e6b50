import { Alert, Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { useUseCases } from '../../app-context';
import { errorCodeOf, errorText, fieldErrorText } from '../../components/error-text';
import { SecretInput } from './secret-input';
import { AuthCard } from './auth-card';

export function RegisterPage() {
  const intl = useIntl();
  const router = useRouter();
  const { auth } = useUseCases();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { name: '', email: '', password: '', remember: false },
    validate: {
      name: (v) => (v.trim() ? null : intl.formatMessage({ id: 'auth.field.nameRequired' })),
      email: (v) => (/^[^@\s]+@[^@\s]+$/.test(v.trim()) ? null : intl.formatMessage({ id: 'auth.field.emailInvalid' })),
      password: (v) => (v.length >= 6 ? null : intl.formatMessage({ id: 'auth.field.passwordShort' })),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await auth.register({ ...values, name: values.name.trim(), email: values.email.trim() });
      if ('pending' in outcome) setPending(true);
      else router.history.push('/');
    } catch (caught) {
      const appError = toAppError(caught);
      const fields = Object.entries(appError.fieldErrors);
      fields.forEach(([field, code]) => form.setFieldError(field, fieldErrorText(intl, code, errorCodeOf(appError))));
      if (fields.length === 0) setError(errorText(intl, appError));
    } finally {
      setBusy(false);
    }
  });

  if (pending) {
    return (
      <AuthCard title={<FormattedMessage id="auth.register.title" />}>
        <Stack gap="sm">
          <Alert color="blue" role="status">
            <FormattedMessage id="auth.register.pending" />
          </Alert>
          <Anchor component={Link} to="/pages/login" size="sm" ta="center">
            <FormattedMessage id="auth.back" />
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={<FormattedMessage id="auth.register.title" />}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={intl.formatMessage({ id: 'auth.field.name' })}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={intl.formatMessage({ id: 'auth.field.email' })}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <SecretInput
            label={intl.formatMessage({ id: 'auth.field.password' })}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={intl.formatMessage({ id: 'auth.field.remember' })}
            {...form.getInputProps('remember', { type: 'checkbox' })}
          />
          <Button type="submit" loading={busy} fullWidth>
            <FormattedMessage id="auth.register.submit" />
          </Button>
          <Anchor component={Link} to="/pages/login" size="sm" ta="center">
            <FormattedMessage id="auth.register.haveAccount" />
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
