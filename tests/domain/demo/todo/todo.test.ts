import { describe, expect, it } from 'vitest';
import type { Task } from '../../../../src/domain/demo/todo/task.types';
import { TASK_TAGS } from '../../../../src/domain/demo/todo/task.types';
import { filterTasks, isTodoScreenFilter, searchTasks } from '../../../../src/domain/demo/todo/todo-filter';
import {
  addTask,
  emptyTaskDraft,
  nextTaskId,
  replaceTask,
  toggleTaskFlag,
  toggleTaskTag,
  trashTask,
  updateTaskText,
  validateTaskTitle,
} from '../../../../src/domain/demo/todo/todo-actions';

const task = (id: number, patch: Partial<Task> = {}): Task => ({
  ...emptyTaskDraft(),
  id,
  title: `T${id}`,
  desc: `D${id}`,
  ...patch,
});
const tasks = [
  task(1, { isStarred: true, tags: ['frontend'] }),
  task(2, { isImportant: true, isTrashed: true, isStarred: true, tags: ['bug'] }),
  task(3, { isCompleted: true, tags: ['frontend', 'doc'] }),
  task(4, { isImportant: true }),
  task(5, { isCompleted: true, isTrashed: true, tags: ['frontend'] }),
];
const ids = (list: Task[]) => list.map((t) => t.id);

describe('filterTasks', () => {
  it('all excludes trashed, reversed', () => expect(ids(filterTasks(tasks, 'all'))).toEqual([4, 3, 1]));
  it('starred excludes trashed', () => expect(ids(filterTasks(tasks, 'starred'))).toEqual([1]));
  it('important excludes trashed', () => expect(ids(filterTasks(tasks, 'important'))).toEqual([4]));
  it('completed returns completed tasks', () => expect(ids(filterTasks(tasks, 'completed'))).toEqual([5, 3]));
  it('trashed returns trashed tasks', () => expect(ids(filterTasks(tasks, 'trashed'))).toEqual([5, 2]));
  it('a tag value filters by tag', () => {
    expect(ids(filterTasks(tasks, 'frontend'))).toEqual([5, 3, 1]);
    expect(ids(filterTasks(tasks, 'doc'))).toEqual([3]);
    expect(filterTasks(tasks, 'backend')).toEqual([]);
  });
});

describe('searchTasks', () => {
  const list = [task(1, { title: 'Book reefer', desc: '' }), task(2, { title: 'x', desc: 'Chase the REEFER plug' })];
  it('matches title or desc case-insensitively', () => expect(ids(searchTasks(list, 'reefer'))).toEqual([1, 2]));
  it('matches only desc', () => expect(ids(searchTasks(list, 'plug'))).toEqual([2]));
  it('blank keeps all', () => expect(ids(searchTasks(list, ' '))).toEqual([1, 2]));
});

describe('task changes', () => {
  it('next id is the last id plus one, even when not the largest', () => {
    expect(nextTaskId(tasks)).toBe(6);
    expect(nextTaskId([task(9), task(3)])).toBe(4);
    expect(nextTaskId([])).toBe(1);
  });
  it('addTask appends with the next id', () => {
    const { tasks: next, task: added } = addTask(tasks, { ...emptyTaskDraft(), title: 'New' });
    expect(added.id).toBe(6);
    expect(next[next.length - 1]).toEqual(added);
    expect(tasks).toHaveLength(5);
  });
  it.each(['isCompleted', 'isStarred', 'isImportant'] as const)('toggles %s', (flag) => {
    const once = toggleTaskFlag(tasks, 4, flag);
    expect(once[3]?.[flag]).toBe(!tasks[3]?.[flag]);
    expect(toggleTaskFlag(once, 4, flag)[3]?.[flag]).toBe(tasks[3]?.[flag]);
    expect(once[0]).toBe(tasks[0]);
  });
  it('trash sets isTrashed true and stays true', () => {
    expect(trashTask(tasks, 1)[0]?.isTrashed).toBe(true);
    expect(trashTask(trashTask(tasks, 1), 1)[0]?.isTrashed).toBe(true);
  });
  it('tags toggle', () => {
    expect(toggleTaskTag(tasks, 1, 'bug')[0]?.tags).toEqual(['frontend', 'bug']);
    expect(toggleTaskTag(tasks, 1, 'frontend')[0]?.tags).toEqual([]);
  });
  it('update changes title and desc only', () => {
    const next = updateTaskText(tasks, 1, { title: 'A', desc: 'B' });
    expect(next[0]).toEqual({ ...tasks[0], title: 'A', desc: 'B' });
  });
  it('replaceTask swaps the task with the same id', () => {
    const edited = { ...task(3), title: 'edited' };
    expect(replaceTask(tasks, edited)[2]).toBe(edited);
  });
  it('title is required', () => {
    expect(validateTaskTitle(' ')).toBe('required');
    expect(validateTaskTitle('x')).toBeNull();
  });
  it('has the four tags with their colours', () => {
    expect(TASK_TAGS.map((t) => [t.value, t.color])).toEqual([
      ['frontend', 'primary'],
      ['backend', 'warning'],
      ['doc', 'success'],
      ['bug', 'danger'],
    ]);
  });
});

describe('isTodoScreenFilter', () => {
  it('accepts the fixed filters and known tags only', () => {
    const tags = TASK_TAGS.map((t) => t.value);
    for (const f of ['all', 'starred', 'important', 'completed', 'trashed', 'frontend', 'bug'])
      expect(isTodoScreenFilter(f, tags), f).toBe(true);
    expect(isTodoScreenFilter('urgent', tags)).toBe(false);
  });
});
