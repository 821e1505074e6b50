import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  readonly title: string;
  readonly opened?: boolean;
  readonly size?: string;
  /** The submit button's message id (Save unless told). */
  readonly submitId?: string;
  /** An action at the left of the buttons (the calendar's Remove). */
  readonly extraAction?: ReactNode;
  readonly children: ReactNode;
  onClose(): void;
  /** Checks what was typed and shows what is wrong; false keeps the form as it is, unsent. */
  validate(): boolean;
  /** Saves; the modal closes only when this says the save went through, so nothing typed is lost. */
  save(): Promise<boolean>;
}

/** What an app's editor is given besides the record it edits: how to close it, and how to save a draft. */
export interface DemoEditorProps<D> {
  onClose(): void;
  /** Saves the draft; resolves true when the save went through. */
  onSave(draft: D): Promise<boolean>;
}

/** The demos' editors: a modal form with Cancel and Save, busy while saving. */
export function DemoFormModal(props: Props) {
  const { title, opened = true, size, submitId = 'common.save', extraAction, children, onClose } = props;
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!props.validate()) return;
    setSaving(true);
    let saved = false;
    try {
      saved = await props.save();
    } finally {
      setSaving(false);
    }
    if (saved) onClose();
  }

  const buttons = (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button type="submit" loading={saving}>
        <FormattedMessage id={submitId} />
      </Button>
    </Group>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} {...(size ? { size } : {})}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          {extraAction ? (
            <Group justify="space-between">
              {extraAction}
              {buttons}
            </Group>
          ) : (
            buttons
          )}
        </Stack>
      </form>
    </Modal>
  );
}
