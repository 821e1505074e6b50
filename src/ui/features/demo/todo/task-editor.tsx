import { Checkbox, Group, MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TASK_TAGS, type Task, type TaskDraft } from '../../../../domain/demo/todo/task.types';
import { emptyTaskDraft, validateTaskTitle } from '../../../../domain/demo/todo/todo-actions';
import { DemoFormModal, type DemoEditorProps } from '../../../components/demo/demo-form-modal';
import { useDraft } from '../../../components/demo/use-draft';

interface Props extends DemoEditorProps<TaskDraft> {
  /** The task being edited, or null for a new one. */
  readonly task: Task | null;
}

export function TaskEditor({ task, onClose, onSave }: Props) {
  const intl = useIntl();
  const { draft, set, text, flag } = useDraft<TaskDraft>(() => (task ? { ...task } : emptyTaskDraft()));
  const [error, setError] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });

  function validate() {
    const wrong = Boolean(validateTaskTitle(draft.title));
    setError(wrong);
    return !wrong;
  }

  return (
    <DemoFormModal
      title={t(task ? 'todo.edit' : 'todo.new')}
      onClose={onClose}
      validate={validate}
      save={() => onSave({ ...draft, title: draft.title.trim() })}
    >
      <TextInput
        label={t('todo.field.title')}
        required
        value={draft.title}
        error={error ? t('todo.titleRequired') : undefined}
        onChange={(e) => {
          set('title', e.currentTarget.value);
          setError(false);
        }}
      />
      <Textarea label={t('todo.field.desc')} autosize minRows={3} {...text('desc')} />
      <MultiSelect
        label={t('todo.field.tags')}
        value={[...draft.tags]}
        data={TASK_TAGS.map((tag) => ({ value: tag.value, label: t(`todo.tag.${tag.value}`) }))}
        onChange={(tags) => set('tags', tags)}
      />
      <Group>
        <Checkbox label={t('todo.filter.starred')} {...flag('isStarred')} />
        <Checkbox label={t('todo.filter.important')} {...flag('isImportant')} />
        <Checkbox label={t('todo.filter.completed')} {...flag('isCompleted')} />
      </Group>
    </DemoFormModal>
  );
}
