import { Alert, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { isEmail } from '../../../domain/contact/field-rules';
import { isAcceptablePassword } from '../../../domain/user/password-rule';
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

/** A labelled text or secret field of a sign-in page: the form's field `name`, its label from the catalogue. */
export function AuthField<V>({
  form,
  name,
  labelId,
  secret = false,
  ...rest
}: Pick<TextInputProps, 'type' | 'autoComplete' | 'readOnly'> & {
  readonly form: Pick<UseFormReturnType<V>, 'getInputProps'>;
  readonly name: keyof V & string;
  readonly labelId: string;
  readonly secret?: boolean;
}) {
  const intl = useIntl();
  const props = { label: intl.formatMessage({ id: labelId }), required: true, ...rest, ...form.getInputProps(name) };
  return secret ? <SecretInput {...props} /> : <TextInput {...props} />;
}
