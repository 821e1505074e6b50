import { Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task, TaskDraft } from '../../../../domain/demo/todo/task.types';
import { toggleTaskFlag } from '../../../../domain/demo/todo/todo-actions';
import { searchTasks } from '../../../../domain/demo/todo/todo-filter';
import { useUseCases } from '../../../app-context';
import { EmptyState, QueryView } from '../../../components/query-view';
import { notifyFailure } from '../../../components/notify-failure';
import { TaskEditor } from './task-editor';
import { TaskRow } from './task-row';
import { TodoSidebar } from './todo-sidebar';
import { todoMutations } from './todo.mutations';
import { todoQueries } from './todo.queries';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

type Editing = { task: Task | null } | null;

export const TodoPage = withFeatureIntl(messages, TodoScreen);

function TodoScreen({ filter }: { filter: string }) {
  const { todo } = useUseCases().demo;
  const intl = useIntl();
  const client = useQueryClient();
  const remote = useQuery(todoQueries.list(todo, filter));
  const onError = (error: Error) => notifyFailure(intl, error);
  const update = useMutation({ ...todoMutations.update(client, todo, filter), onError });
  const trash = useMutation({ ...todoMutations.trash(client, todo, filter), onError });
  const create = useMutation({ ...todoMutations.create(client, todo), onError });
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const visible = useMemo(() => searchTasks(remote.data ?? [], query), [remote.data, query]);

  const toggle = (task: Task, flag: 'isCompleted' | 'isStarred' | 'isImportant') =>
    update.mutate(toggleTaskFlag([task], task.id, flag)[0]!);
  /** The editor stays open, with what was typed, unless the save went through. */
  const save = (task: Task | null) => async (draft: TaskDraft) => {
    try {
      if (task) await update.mutateAsync({ ...draft, id: task.id });
      else {
        await create.mutateAsync(draft);
        notifications.show({ color: 'green', message: intl.formatMessage({ id: 'todo.created' }) });
      }
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="todo.title" />
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TodoSidebar filter={filter} onAdd={() => setEditing({ task: null })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="sm">
            <Stack gap="sm">
              <TextInput
                leftSection={<IconSearch size={16} />}
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
                placeholder={intl.formatMessage({ id: 'todo.search' })}
                aria-label={intl.formatMessage({ id: 'todo.search' })}
              />
              <QueryView query={remote}>
                {() =>
                  visible.length === 0 ? (
                    <EmptyState title={<FormattedMessage id="todo.empty" />} />
                  ) : (
                    <Stack
                      gap={0}
                      component="ul"
                      style={{ listStyle: 'none', padding: 0, margin: 0 }}
                      aria-label="Tasks"
                    >
                      {visible.map((task) => (
                        <TaskRow
                          key={task.id}
                          task={task}
                          onToggle={(f) => toggle(task, f)}
                          onTrash={() => trash.mutate(task.id)}
                          onEdit={() => setEditing({ task })}
                        />
                      ))}
                    </Stack>
                  )
                }
              </QueryView>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {editing && <TaskEditor task={editing.task} onClose={() => setEditing(null)} onSave={save(editing.task)} />}
    </Stack>
  );
}
