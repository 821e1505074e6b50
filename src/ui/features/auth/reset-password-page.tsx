import { useForm } from '@mantine/form';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUseCases } from '../../app-context';
import { AuthField, authChecks } from './auth-fields';
import { AuthForm, useAuthRequest } from './auth-form';

const route = getRouteApi('/_blank/pages/reset-password');

/** Reached from the reset email: `?code=` (Firebase's oobCode is accepted as well). */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { code } = route.useSearch();
  const { auth } = useUseCases();
  const [done, setDone] = useState(false);
  const request = useAuthRequest();
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: authChecks(intl).newPassword,
      confirm: (v, values) =>
        v === values.password ? null : intl.formatMessage({ id: 'auth.field.passwordMismatch' }),
    },
  });

  const submit = form.onSubmit(({ password }) => {
    if (!code) return;
    return request.run(async () => {
      await auth.resetPassword(code, password);
      setDone(true);
    });
  });

  return (
    <AuthForm
      title={<FormattedMessage id="auth.reset.title" />}
      notices={[
        !code && { tone: 'warning', text: <FormattedMessage id="auth.reset.noCode" /> },
        done && { tone: 'success', text: <FormattedMessage id="auth.reset.done" /> },
        request.error !== null && { tone: 'error', text: request.error },
      ]}
      onSubmit={submit}
      submitLabelId="auth.reset.submit"
      busy={request.busy}
      disabled={!code || done}
    >
      <AuthField form={form} name="password" labelId="auth.field.newPassword" secret autoComplete="new-password" />
      <AuthField form={form} name="confirm" labelId="auth.field.confirmPassword" secret autoComplete="new-password" />
    </AuthForm>
  );
}
