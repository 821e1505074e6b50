import { queryOptions } from '@tanstack/react-query';
import type { TodoUseCases } from '../../../../application/demo/todo.use-cases';

/** The to-do demo's cache keys: one list per filter or tag under `all`. */
export const todoKeys = {
  all: ['demo', 'todo'] as const,
  list: (filter: string) => ['demo', 'todo', filter] as const,
};

/** The to-do demo as server state, through `useCases.demo.todo`. */
export const todoQueries = {
  list: (todo: TodoUseCases, filter: string) =>
    queryOptions({ queryKey: todoKeys.list(filter), queryFn: () => todo.list(filter) }),
};
