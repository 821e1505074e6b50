import { ActionIcon, Badge, Checkbox, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconAlertCircleFilled, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task } from '../../../../domain/demo/todo/task.types';
import { tagColor } from './todo-colors';

interface Props {
  readonly task: Task;
  onToggle(flag: 'isCompleted' | 'isStarred' | 'isImportant'): void;
  onTrash(): void;
  onEdit(): void;
}

/** The flags a row toggles in place: colour when set, and the label that says what a press does. */
const FLAGS = [
  {
    flag: 'isImportant',
    color: 'orange.8',
    on: 'todo.notImportant',
    off: 'todo.important',
    OnIcon: IconAlertCircleFilled,
    OffIcon: IconAlertCircle,
  },
  {
    flag: 'isStarred',
    color: 'yellow.8',
    on: 'todo.unstar',
    off: 'todo.star',
    OnIcon: IconStarFilled,
    OffIcon: IconStar,
  },
] as const;

export function TaskRow({ task, onToggle, onTrash, onEdit }: Props) {
  const intl = useIntl();
  return (
    <Paper component="li" withBorder radius={0} px="sm" py={6} data-testid={`task-${task.id}`}>
      <Group wrap="nowrap" gap="sm">
        <Checkbox
          checked={task.isCompleted}
          onChange={() => onToggle('isCompleted')}
          aria-label={intl.formatMessage({ id: 'todo.complete' }, { title: task.title })}
        />
        <UnstyledButton
          onClick={onEdit}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={`${intl.formatMessage({ id: 'todo.edit' })}: ${task.title}`}
        >
          <Text size="sm" fw={600} td={task.isCompleted ? 'line-through' : undefined} truncate>
            {task.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {task.desc}
          </Text>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          {task.tags.map((t) => (
            <Badge key={t} size="xs" variant="dot" color={tagColor(t)}>
              <FormattedMessage id={`todo.tag.${t}`} defaultMessage={t} />
            </Badge>
          ))}
          {FLAGS.map(({ flag, color, on, off, OnIcon, OffIcon }) => (
            <ActionIcon
              key={flag}
              variant="subtle"
              color={task[flag] ? color : 'gray'}
              aria-pressed={task[flag]}
              aria-label={intl.formatMessage({ id: task[flag] ? on : off })}
              onClick={() => onToggle(flag)}
            >
              {task[flag] ? <OnIcon size={16} /> : <OffIcon size={16} />}
            </ActionIcon>
          ))}
          {!task.isTrashed && (
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={intl.formatMessage({ id: 'todo.trash' })}
              onClick={onTrash}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
