import { Group, Textarea, TextInput } from '@mantine/core';
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
import { useDraft, useValidation } from '../../../components/demo/use-draft';

interface Props {
  readonly opened: boolean;
  onClose(): void;
  onSend(draft: MailDraft): Promise<void>;
}

const EMPTY = { to: '', cc: '', bcc: '', subject: '', message: '' };

export function ComposeModal({ opened, onClose, onSend }: Props) {
  const intl = useIntl();
  const { draft: form, setDraft: setForm, text } = useDraft(EMPTY);
  const { errors, setErrors, validate } = useValidation<MailDraftErrors>(() => validateDraft(draft()));
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
        {...text('to')}
      />
      <Group grow>
        <TextInput label={intl.formatMessage({ id: 'email.cc' })} {...text('cc')} />
        <TextInput label={intl.formatMessage({ id: 'email.bcc' })} {...text('bcc')} />
      </Group>
      <TextInput
        label={intl.formatMessage({ id: 'email.subject' })}
        required
        error={message('subject')}
        {...text('subject')}
      />
      <Textarea label={intl.formatMessage({ id: 'email.message' })} autosize minRows={6} {...text('message')} />
    </DemoFormModal>
  );
}
