import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { TodoUseCases } from '../../../../application/demo/todo.use-cases';
import type { Task, TaskDraft } from '../../../../domain/demo/todo/task.types';
import { replaceTask, trashTask } from '../../../../domain/demo/todo/todo-actions';
import { todoKeys } from './todo.queries';

/** Shows a change on the list on screen before the server answers (a checkbox ticks at once). */
async function showNow(client: QueryClient, filter: string, change: (tasks: readonly Task[]) => Task[]) {
  await client.cancelQueries({ queryKey: todoKeys.list(filter) });
  client.setQueryData<Task[]>(todoKeys.list(filter), (tasks) => tasks && change(tasks));
}

/**
 * Which filters a task belongs to follows from its flags and tags, so after a change every list is
 * out of date: the one on screen is asked again once no other change is still on its way (an earlier
 * answer would undo a later tick), the others when next shown. A refusal is undone the same way.
 */
function listsChanged(client: QueryClient) {
  if (client.isMutating({ mutationKey: todoKeys.all }) > 1) return undefined;
  return client.invalidateQueries({ queryKey: todoKeys.all });
}

/** Writes to the to-do demo; `filter` is the list on screen. */
export const todoMutations = {
  /** An edit from the editor or a toggled flag: the whole task as it should now be. */
  update: (client: QueryClient, todo: TodoUseCases, filter: string) =>
    mutationOptions({
      mutationKey: todoKeys.all,
      mutationFn: (task: Task) => todo.update(task),
      onMutate: (task: Task) => showNow(client, filter, (tasks) => replaceTask(tasks, task)),
      onSettled: () => listsChanged(client),
    }),
  trash: (client: QueryClient, todo: TodoUseCases, filter: string) =>
    mutationOptions({
      mutationKey: todoKeys.all,
      mutationFn: (id: number) => todo.trash(id),
      onMutate: (id: number) => showNow(client, filter, (tasks) => trashTask(tasks, id)),
      onSettled: () => listsChanged(client),
    }),
  /** The server gives the new task its id, so it shows once the lists are asked again. */
  create: (client: QueryClient, todo: TodoUseCases) =>
    mutationOptions({
      mutationKey: todoKeys.all,
      mutationFn: (draft: TaskDraft) => todo.create(draft),
      onSuccess: () => listsChanged(client),
    }),
};
