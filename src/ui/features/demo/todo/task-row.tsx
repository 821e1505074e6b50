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
          <ActionIcon
            variant="subtle"
            color={task.isImportant ? 'orange.8' : 'gray'}
            aria-pressed={task.isImportant}
            aria-label={intl.formatMessage({ id: task.isImportant ? 'todo.notImportant' : 'todo.important' })}
            onClick={() => onToggle('isImportant')}
          >
            {task.isImportant ? <IconAlertCircleFilled size={16} /> : <IconAlertCircle size={16} />}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color={task.isStarred ? 'yellow.8' : 'gray'}
            aria-pressed={task.isStarred}
            aria-label={intl.formatMessage({ id: task.isStarred ? 'todo.unstar' : 'todo.star' })}
            onClick={() => onToggle('isStarred')}
          >
            {task.isStarred ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          </ActionIcon>
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
