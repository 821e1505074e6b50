import { Alert, Anchor, Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { isEmail } from '../../../domain/contact/field-rules';
import { isAcceptablePassword } from '../../../domain/user/user-rules';
import { errorText } from '../../components/error-text';
import { AuthCard } from './auth-card';
import { SecretInput } from './secret-input';

/** The sign-in pages' field checks: the domain's e-mail and password rules, said in the reader's language. */
export function authChecks(intl: IntlShape) {
  const say = (id: string) => intl.formatMessage({ id });
  return {
    email: (v: string) => (isEmail(v.trim()) ? null : say('auth.field.emailInvalid')),
    newPassword: (v: string) => (isAcceptablePassword(v) ? null : say('auth.field.passwordShort')),
    required: (v: string) => (v ? null : say('auth.field.required')),
    name: (v: string) => (v.trim() ? null : say('auth.field.nameRequired')),
  };
}

/** A notice above the fields: a success is a status, a refusal an alert. */
export interface AuthNotice {
  readonly tone: 'success' | 'info' | 'warning' | 'error';
  readonly text: ReactNode;
  readonly onClose?: () => void;
}

const COLOR = { success: 'green', info: 'blue', warning: 'orange', error: 'red' } as const;

export function AuthNotices({ notices }: { readonly notices: readonly (AuthNotice | null | false)[] }) {
  return notices.map((notice, i) =>
    notice ? (
      <Alert
        key={i}
        color={COLOR[notice.tone]}
        role={notice.tone === 'success' || notice.tone === 'info' ? 'status' : 'alert'}
        {...(notice.onClose ? { withCloseButton: true, onClose: notice.onClose } : {})}
      >
        {notice.text}
      </Alert>
    ) : null,
  );
}

export function BackToLogin({ labelId = 'auth.back' }: { readonly labelId?: string }) {
  return (
    <Anchor component={Link} to="/pages/login" size="sm" ta="center">
      <FormattedMessage id={labelId} />
    </Anchor>
  );
}

/** A labelled text or secret field of a sign-in page, its label from the catalogue. */
export function AuthField({
  labelId,
  secret = false,
  ...rest
}: Pick<TextInputProps, 'type' | 'autoComplete' | 'readOnly'> &
  ReturnType<UseFormReturnType<Record<string, unknown>>['getInputProps']> & {
    readonly labelId: string;
    readonly secret?: boolean;
  }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return secret ? <SecretInput label={label} required {...rest} /> : <TextInput label={label} required {...rest} />;
}

/** A sign-in type page's form: its card, its notices, its fields, one submit button and the way back. */
export function AuthForm(props: {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly notices: readonly (AuthNotice | null | false)[];
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly submitLabelId: string;
  readonly busy: boolean;
  readonly disabled?: boolean;
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <AuthCard title={props.title} subtitle={props.subtitle}>
      <form noValidate onSubmit={props.onSubmit}>
        <Stack gap="sm">
          <AuthNotices notices={props.notices} />
          {props.children}
          <Button type="submit" loading={props.busy} disabled={props.disabled ?? false} fullWidth>
            <FormattedMessage id={props.submitLabelId} />
          </Button>
          {props.footer ?? <BackToLogin />}
        </Stack>
      </form>
    </AuthCard>
  );
}

/**
 * Runs a sign-in page's request once at a time: busy while it runs, and a failure kept as the sentence to show
 * (or handed to `onError`, which answers whether it dealt with it, for example at the fields).
 */
export function useAuthRequest() {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (request: () => Promise<void>, onError?: (caught: unknown) => boolean) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (caught) {
      if (!onError?.(caught)) setError(errorText(intl, caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
