import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUseCases } from '../../app-context';
import { AuthField, authChecks } from './auth-fields';
import { AuthForm, useAuthRequest } from './auth-form';

export function ForgotPasswordPage() {
  const intl = useIntl();
  const { auth } = useUseCases();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useAuthRequest();
  const form = useForm({ initialValues: { email: '' }, validate: { email: authChecks(intl).email } });

  const submit = form.onSubmit(({ email }) =>
    request.run(async () => {
      await auth.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    }),
  );

  return (
    <AuthForm
      title={<FormattedMessage id="auth.forgot.title" />}
      subtitle={<FormattedMessage id="auth.forgot.body" />}
      notices={[
        sentTo !== null && {
          tone: 'success',
          text: <FormattedMessage id="auth.forgot.sent" values={{ email: sentTo }} />,
        },
        request.error !== null && { tone: 'error', text: request.error },
      ]}
      onSubmit={submit}
      submitLabelId="auth.forgot.submit"
      busy={request.busy}
    >
      <AuthField form={form} name="email" labelId="auth.field.email" type="email" autoComplete="email" />
    </AuthForm>
  );
}
