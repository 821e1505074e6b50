import { Group, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isAppError } from '../../../../application/errors/app-error';
import {
  parseAddresses,
  textToMailHtml,
  validateDraft,
  type MailDraftErrors,
} from '../../../../domain/demo/mail/mail-compose';
import type { MailDraft } from '../../../../domain/demo/mail/email.types';
import { DemoFormModal } from '../../../components/demo/demo-form-modal';

interface Props {
  readonly opened: boolean;
  onClose(): void;
  onSend(draft: MailDraft): Promise<void>;
}

const EMPTY = { to: '', cc: '', bcc: '', subject: '', message: '' };

export function ComposeModal({ opened, onClose, onSend }: Props) {
  const intl = useIntl();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<MailDraftErrors>({});
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value }),
  });
  const message = (key: 'to' | 'subject') => {
    const code = errors[key];
    return code ? intl.formatMessage({ id: `email.error.${key}.${code}` }) : undefined;
  };

  const draft = (): MailDraft => ({
    to: parseAddresses(form.to),
    cc: parseAddresses(form.cc),
    bcc: parseAddresses(form.bcc),
    subject: form.subject,
    message: textToMailHtml(form.message),
  });

  function validate() {
    const found = validateDraft(draft());
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function send() {
    try {
      await onSend(draft());
      setForm(EMPTY); // only a successful send clears what was typed
      return true;
    } catch (e) {
      if (isAppError(e)) setErrors(e.fieldErrors as MailDraftErrors);
      return false;
    }
  }

  return (
    <DemoFormModal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'email.compose' })}
      size="lg"
      submitId="email.send"
      validate={validate}
      save={send}
    >
      <TextInput
        label={intl.formatMessage({ id: 'email.to' })}
        description={intl.formatMessage({ id: 'email.toHint' })}
        required
        error={message('to')}
        {...field('to')}
      />
      <Group grow>
        <TextInput label={intl.formatMessage({ id: 'email.cc' })} {...field('cc')} />
        <TextInput label={intl.formatMessage({ id: 'email.bcc' })} {...field('bcc')} />
      </Group>
      <TextInput
        label={intl.formatMessage({ id: 'email.subject' })}
        required
        error={message('subject')}
        {...field('subject')}
      />
      <Textarea label={intl.formatMessage({ id: 'email.message' })} autosize minRows={6} {...field('message')} />
    </DemoFormModal>
  );
}
