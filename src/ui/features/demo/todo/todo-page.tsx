import { Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task, TaskDraft } from '../../../../domain/demo/todo/task.types';
import { toggleTaskFlag, trashTask } from '../../../../domain/demo/todo/todo-actions';
import { searchTasks } from '../../../../domain/demo/todo/todo-filter';
import { useUseCases } from '../../../app-context';
import { AsyncView, EmptyState } from '../../../components/async-view';
import { runThenReload } from '../../../components/notify-failure';
import { useAsync } from '../../../components/use-async';
import { TaskEditor } from './task-editor';
import { TaskRow } from './task-row';
import { TodoSidebar } from './todo-sidebar';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';

type Editing = { task: Task | null } | null;

export const TodoPage = withFeatureIntl(messages, TodoScreen);

function TodoScreen({ filter }: { filter: string }) {
  const { todo: useCases } = useUseCases().demo;
  const intl = useIntl();
  const remote = useAsync(() => useCases.list(filter), [filter]);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const visible = useMemo(() => searchTasks(remote.data ?? [], query), [remote.data, query]);

  const run = (call: () => Promise<unknown>) => runThenReload(intl, call, remote.reload);

  const toggle = (task: Task, flag: 'isCompleted' | 'isStarred' | 'isImportant') => {
    const [changed] = toggleTaskFlag([task], task.id, flag);
    if (remote.data) remote.setData(remote.data.map((t) => (t.id === task.id ? changed! : t)));
    void run(() => useCases.update(changed!));
  };
  const trash = (task: Task) => {
    const [changed] = trashTask([task], task.id);
    if (remote.data) remote.setData(remote.data.map((t) => (t.id === task.id ? changed! : t)));
    void run(() => useCases.trash(task.id));
  };
  const save = (task: Task | null) => (draft: TaskDraft) =>
    run(async () => {
      if (task) await useCases.update({ ...draft, id: task.id });
      else {
        await useCases.create(draft);
        notifications.show({ color: 'green', message: intl.formatMessage({ id: 'todo.created' }) });
      }
    });

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
              <AsyncView
                state={remote}
                isEmpty={() => visible.length === 0}
                empty={<EmptyState title={<FormattedMessage id="todo.empty" />} />}
              >
                {() => (
                  <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Tasks">
                    {visible.map((task) => (
                      <TaskRow
                        key={task.id}
                        task={task}
                        onToggle={(f) => toggle(task, f)}
                        onTrash={() => trash(task)}
                        onEdit={() => setEditing({ task })}
                      />
                    ))}
                  </Stack>
                )}
              </AsyncView>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      {editing && <TaskEditor task={editing.task} onClose={() => setEditing(null)} onSave={save(editing.task)} />}
    </Stack>
  );
}
