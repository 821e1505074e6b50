import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconList, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { TASK_TAGS } from '../../../../domain/demo/todo/task.types';
import { tagColor } from './todo-colors';
import { RouterNavLink } from '../../../components/demo/router-nav-link';

const FILTERS = [
  ['all', IconList],
  ['starred', IconStar],
  ['important', IconAlertCircle],
  ['completed', IconCheck],
  ['trashed', IconTrash],
] as const;

export function TodoSidebar({ filter, onAdd }: { filter: string; onAdd: () => void }) {
  return (
    <Stack gap={4}>
      <Button leftSection={<IconPlus size={16} />} onClick={onAdd} mb="sm">
        <FormattedMessage id="todo.add" />
      </Button>
      <nav aria-label="Task filters">
        {FILTERS.map(([value, Icon]) => (
          <RouterNavLink
            key={value}
            to="/todo/$filter"
            params={{ filter: value }}
            active={filter === value}
            label={<FormattedMessage id={`todo.filter.${value}`} />}
            leftSection={<Icon size={16} />}
          />
        ))}
      </nav>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="md">
        <FormattedMessage id="todo.tags" />
      </Text>
      <nav aria-label="Task tags">
        {TASK_TAGS.map((tag) => (
          <RouterNavLink
            key={tag.value}
            to="/todo/$filter"
            params={{ filter: tag.value }}
            active={filter === tag.value}
            label={<FormattedMessage id={`todo.tag.${tag.value}`} />}
            leftSection={
              <Badge size="xs" circle color={tagColor(tag.value)} aria-hidden>
                {' '}
              </Badge>
            }
          />
        ))}
      </nav>
    </Stack>
  );
}
