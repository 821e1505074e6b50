import { Stack } from '@mantine/core';
import { DemoAppColumns, DemoPage, DemoSearchInput } from '../../../components/demo/demo-page';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Task, TaskDraft } from '../../../../domain/demo/todo/task.types';
import { toggleTaskFlag } from '../../../../domain/demo/todo/todo-actions';
import { searchTasks } from '../../../../domain/demo/todo/todo-filter';
import { useUseCases } from '../../../app-context';
import { EmptyState, QueryView } from '../../../components/query-view';
import { TaskEditor } from './task-editor';
import { TaskRow } from './task-row';
import { TodoSidebar } from './todo-sidebar';
import { todoMutations } from './todo.mutations';
import { todoQueries } from './todo.queries';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { useNotifyingMutation } from '../../../components/demo/use-notifying-mutation';

type Editing = { task: Task | null } | null;

const route = getRouteApi('/_app/(demo)/todo/$filter');

export const TodoPage = withFeatureIntl(messages, TodoScreen);

function TodoScreen() {
  const { filter } = route.useParams();
  const { todo } = useUseCases().demo;
  const intl = useIntl();
  const client = useQueryClient();
  const remote = useQuery(todoQueries.list(todo, filter));
  const update = useNotifyingMutation(todoMutations.update(client, todo, filter));
  const trash = useNotifyingMutation(todoMutations.trash(client, todo, filter));
  const create = useNotifyingMutation(todoMutations.create(client, todo));
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
    <DemoPage titleId="todo.title">
      <DemoAppColumns side={<TodoSidebar filter={filter} onAdd={() => setEditing({ task: null })} />}>
        <Stack gap="sm">
          <DemoSearchInput labelId="todo.search" value={query} onChange={setQuery} />
          <QueryView query={remote}>
            {() =>
              visible.length === 0 ? (
                <EmptyState title={<FormattedMessage id="todo.empty" />} />
              ) : (
                <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Tasks">
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
      </DemoAppColumns>
      {editing && <TaskEditor task={editing.task} onClose={() => setEditing(null)} onSave={save(editing.task)} />}
    </DemoPage>
  );
}
