import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { TodoUseCases } from '../../../../application/demo/todo.use-cases';
import type { Task, TaskDraft } from '../../../../domain/demo/todo/task.types';
import { replaceTask, trashTask } from '../../../../domain/demo/todo/todo-actions';
import { todoKeys, todoLists } from './todo.queries';

/**
 * Writes to the to-do demo; `filter` is the list on screen, where a change shows before the server
 * answers (a checkbox ticks at once). Which filters a task belongs to follows from its flags and tags,
 * so after a change every list is out of date.
 */
export const todoMutations = {
  /** An edit from the editor or a toggled flag: the whole task as it should now be. */
  update: (client: QueryClient, todo: TodoUseCases, filter: string) =>
    todoLists.change(client, filter, (task: Task) => todo.update(task), replaceTask),
  trash: (client: QueryClient, todo: TodoUseCases, filter: string) =>
    todoLists.change(client, filter, (id: number) => todo.trash(id), trashTask),
  /** The server gives the new task its id, so it shows once the lists are asked again. */
  create: (client: QueryClient, todo: TodoUseCases) =>
    mutationOptions({
      mutationKey: todoKeys.all,
      mutationFn: (draft: TaskDraft) => todo.create(draft),
      onSuccess: () => todoLists.listsChanged(client),
    }),
};
