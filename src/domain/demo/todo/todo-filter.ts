import type { Task } from './task.types';

function matchesFilter(task: Task, filter: string): boolean {
  switch (filter) {
    case 'all':
      return !task.isTrashed;
    case 'starred':
      return task.isStarred && !task.isTrashed;
    case 'important':
      return task.isImportant && !task.isTrashed;
    case 'completed':
      return task.isCompleted;
    case 'trashed':
      return task.isTrashed;
    default:
      // Any other value is a tag; the spec only excludes trash from all/starred/important.
      return task.tags.includes(filter);
  }
}

/** The spec's to-do filter; the answer is reversed (newest task first). */
export function filterTasks(tasks: readonly Task[], filter: string): Task[] {
  return tasks.filter((task) => matchesFilter(task, filter)).reverse();
}

export function searchTasks(tasks: readonly Task[], query: string): Task[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...tasks];
  return tasks.filter((task) => task.title.toLowerCase().includes(needle) || task.desc.toLowerCase().includes(needle));
}

/** The filters the to-do screen offers: the five fixed ones and the tag values. */
export function isTodoScreenFilter(value: string, tagValues: readonly string[]): boolean {
  return ['all', 'starred', 'important', 'completed', 'trashed', ...tagValues].includes(value);
}
