import { Checkbox, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { useUseCases } from '../../app-context';
import { errorCodeOf, fieldErrorText } from '../../components/error-text';
import { AuthCard } from './auth-card';
import { AuthField, AuthNotices, authChecks } from './auth-fields';
import { AuthForm, BackToLogin, useAuthRequest } from './auth-form';

/** `open`: false once an admin closed self-registration (the page then says so and offers no form). */
export function RegisterPage({ open = true }: { readonly open?: boolean }) {
  const intl = useIntl();
  const router = useRouter();
  const { auth } = useUseCases();
  const request = useAuthRequest();
  const [pending, setPending] = useState(false);
  const checks = authChecks(intl);
  const form = useForm({
    initialValues: { name: '', email: '', password: '', remember: false },
    validate: { name: checks.name, email: checks.email, password: checks.newPassword },
  });

  /** A refusal about a field (an e-mail in use) is said at that field. */
  const atFields = (caught: unknown) => {
    const appError = toAppError(caught);
    const fields = Object.entries(appError.fieldErrors);
    fields.forEach(([field, code]) => form.setFieldError(field, fieldErrorText(intl, code, errorCodeOf(appError))));
    return fields.length > 0;
  };
  const submit = form.onSubmit((values) =>
    request.run(async () => {
      const outcome = await auth.register({ ...values, name: values.name.trim(), email: values.email.trim() });
      if ('pending' in outcome) setPending(true);
      else router.history.push('/');
    }, atFields),
  );

  if (!open) {
    return (
      <AuthCard title={<FormattedMessage id="auth.register.title" />}>
        <Stack gap="sm">
          <AuthNotices notices={[{ tone: 'info', text: <FormattedMessage id="auth.register.closed" /> }]} />
          <BackToLogin />
        </Stack>
      </AuthCard>
    );
  }

  if (pending) {
    return (
      <AuthCard title={<FormattedMessage id="auth.register.title" />}>
        <Stack gap="sm">
          <AuthNotices notices={[{ tone: 'info', text: <FormattedMessage id="auth.register.pending" /> }]} />
          <BackToLogin />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthForm
      title={<FormattedMessage id="auth.register.title" />}
      notices={[request.error !== null && { tone: 'error', text: request.error }]}
      onSubmit={submit}
      submitLabelId="auth.register.submit"
      busy={request.busy}
      footer={<BackToLogin labelId="auth.register.haveAccount" />}
    >
      <AuthField form={form} name="name" labelId="auth.field.name" autoComplete="name" />
      <AuthField form={form} name="email" labelId="auth.field.email" type="email" autoComplete="email" />
      <AuthField form={form} name="password" labelId="auth.field.password" secret autoComplete="new-password" />
      <Checkbox
        label={intl.formatMessage({ id: 'auth.field.remember' })}
        {...form.getInputProps('remember', { type: 'checkbox' })}
      />
    </AuthForm>
  );
}
