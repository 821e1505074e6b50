import * as z from 'zod/mini';
import type { TodoRepository } from '../../../application/ports/demo/demo-todo.port';
import type { HttpClient } from '../http-client';
import { taskSchema } from './http-demo-schemas';

export function createHttpDemoTodo(http: HttpClient): TodoRepository {
  return {
    list: (filter) => http.get('api/apps/todo', { query: { filter }, schema: z.array(taskSchema) }),
    create: async (draft) => {
      const answer = await http.post(
        '/api/apps/todo/new-task',
        { task: draft },
        { schema: z.object({ id: z.number() }) },
      );
      return answer.id;
    },
    update: (task) => http.post('/api/apps/todo/update-task', { task }, { schema: taskSchema }),
    trash: async (taskId) => {
      await http.post('/api/app/todo/trash-todo', { taskId });
    },
  };
}
