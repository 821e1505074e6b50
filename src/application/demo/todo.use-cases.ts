import type { Task, TaskDraft } from '../../domain/demo/todo/task.types';
import { validateTaskTitle } from '../../domain/demo/todo/todo-actions';
import { AppError } from '../errors/app-error';
import type { TodoRepository } from '../ports/demo/demo-todo.port';

export interface TodoUseCases {
  list(filter: string): Promise<Task[]>;
  create(draft: TaskDraft): Promise<number>;
  update(task: Task): Promise<Task>;
  trash(taskId: number): Promise<void>;
}

function requireTitle(title: string): void {
  if (validateTaskTitle(title))
    throw new AppError('validation', 'A task needs a title', { fieldErrors: { title: 'required' } });
}

export function makeTodoUseCases(deps: { todos: TodoRepository }): TodoUseCases {
  const { todos } = deps;
  return {
    list: (filter) => todos.list(filter),
    create: async (draft) => {
      requireTitle(draft.title);
      return todos.create(draft);
    },
    update: async (task) => {
      requireTitle(task.title);
      return todos.update(task);
    },
    trash: (taskId) => todos.trash(taskId),
  };
}
