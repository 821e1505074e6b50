import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ColleagueSaveNotice } from './colleague-save-notice';
import { FormFailureAlert } from './form-failure-alert';
import { RecordFormActions } from './record-form-actions';
import type { FormSave } from './use-form-save';

/**
 * A record's form in one column: why the last save was refused above its sections, Cancel and Save below
 * them. Submitting validates the form, then saves.
 */
export function RecordForm({
  form,
  save,
  onCancel,
  children,
}: {
  readonly form: {
    onSubmit(handleSubmit: () => void): (event?: FormEvent<HTMLFormElement>) => void;
    isDirty(): boolean;
  };
  readonly save: FormSave;
  readonly onCancel: () => void;
  readonly children: ReactNode;
}) {
  return (
    <form onSubmit={form.onSubmit(() => void save.submit())} noValidate>
      <Stack gap="md">
        <ColleagueSaveNotice save={save} />
        <FormFailureAlert save={save} />
        {children}
        <RecordFormActions form={form} save={save} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
