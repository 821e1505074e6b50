import type { Task, TaskDraft } from './task.types';

/** One greater than the last task's id (1 for an empty list), as the original mock did. */
export function nextTaskId(tasks: readonly Task[]): number {
  const last = tasks[tasks.length - 1];
  return last ? last.id + 1 : 1;
}

export function addTask(tasks: readonly Task[], draft: TaskDraft): { tasks: Task[]; task: Task } {
  const task: Task = { ...draft, id: nextTaskId(tasks) };
  return { tasks: [...tasks, task], task };
}

function updateTask(tasks: readonly Task[], id: number, change: (task: Task) => Task): Task[] {
  return tasks.map((task) => (task.id === id ? change(task) : task));
}

type Flag = 'isCompleted' | 'isStarred' | 'isImportant';

export function toggleTaskFlag(tasks: readonly Task[], id: number, flag: Flag): Task[] {
  return updateTask(tasks, id, (task) => ({ ...task, [flag]: !task[flag] }));
}

export function trashTask(tasks: readonly Task[], id: number): Task[] {
  return updateTask(tasks, id, (task) => ({ ...task, isTrashed: true }));
}

export function toggleTaskTag(tasks: readonly Task[], id: number, tag: string): Task[] {
  return updateTask(tasks, id, (task) => ({
    ...task,
    tags: task.tags.includes(tag) ? task.tags.filter((t) => t !== tag) : [...task.tags, tag],
  }));
}

export function updateTaskText(tasks: readonly Task[], id: number, text: { title: string; desc: string }): Task[] {
  return updateTask(tasks, id, (task) => ({ ...task, title: text.title, desc: text.desc }));
}

/** Replaces the stored task with the edited one (same id), leaving the rest untouched. */
export function replaceTask(tasks: readonly Task[], edited: Task): Task[] {
  return updateTask(tasks, edited.id, () => edited);
}

export function validateTaskTitle(title: string): 'required' | null {
  return title.trim() === '' ? 'required' : null;
}

export function emptyTaskDraft(): TaskDraft {
  return { title: '', desc: '', isImportant: false, isStarred: false, tags: [], isCompleted: false, isTrashed: false };
}
