import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TASK_TAGS, type Task, type TaskDraft } from '../../../../domain/demo/todo/task.types';
import { emptyTaskDraft, validateTaskTitle } from '../../../../domain/demo/todo/todo-actions';

interface Props {
  /** The task being edited, or null for a new one. */
  readonly task: Task | null;
  onClose(): void;
  onSave(draft: TaskDraft): Promise<boolean>;
}

export function TaskEditor({ task, onClose, onSave }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState<TaskDraft>(() => (task ? { ...task } : emptyTaskDraft()));
  const [error, setError] = useState(false);
  const [saving, setSaving] = useState(false);
  const flag = (key: 'isStarred' | 'isImportant' | 'isCompleted') => ({
    checked: draft[key],
    onChange: (e: { currentTarget: { checked: boolean } }) => setDraft({ ...draft, [key]: e.currentTarget.checked }),
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (validateTaskTitle(draft.title)) {
      setError(true);
      return;
    }
    setSaving(true);
    const saved = await onSave({ ...draft, title: draft.title.trim() });
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: task ? 'todo.edit' : 'todo.new' })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={intl.formatMessage({ id: 'todo.field.title' })}
            required
            value={draft.title}
            error={error ? intl.formatMessage({ id: 'todo.titleRequired' }) : undefined}
            onChange={(e) => {
              setDraft({ ...draft, title: e.currentTarget.value });
              setError(false);
            }}
          />
          <Textarea
            label={intl.formatMessage({ id: 'todo.field.desc' })}
            autosize
            minRows={3}
            value={draft.desc}
            onChange={(e) => setDraft({ ...draft, desc: e.currentTarget.value })}
          />
          <MultiSelect
            label={intl.formatMessage({ id: 'todo.field.tags' })}
            value={[...draft.tags]}
            data={TASK_TAGS.map((t) => ({ value: t.value, label: intl.formatMessage({ id: `todo.tag.${t.value}` }) }))}
            onChange={(tags) => setDraft({ ...draft, tags })}
          />
          <Group>
            <Checkbox label={intl.formatMessage({ id: 'todo.filter.starred' })} {...flag('isStarred')} />
            <Checkbox label={intl.formatMessage({ id: 'todo.filter.important' })} {...flag('isImportant')} />
            <Checkbox label={intl.formatMessage({ id: 'todo.filter.completed' })} {...flag('isCompleted')} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" loading={saving}>
              <FormattedMessage id="common.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
