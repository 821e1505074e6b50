import type { Task, TaskDraft } from '../../../domain/demo/todo/task.types';

export interface TodoRepository {
  /** Tasks under a filter (all, starred, important, completed, trashed or a tag), newest first. */
  list(filter: string): Promise<Task[]>;
  /** Returns the id the new task received. */
  create(draft: TaskDraft): Promise<number>;
  update(task: Task): Promise<Task>;
  trash(taskId: number): Promise<void>;
}
