import { describe, expect, it } from 'vitest';
import { createTodoFixture, taskTagsFixture } from '../../../../src/adapters/mock/demo/fixtures/todo.fixture';
import { filterTasks } from '../../../../src/domain/demo/todo/todo-filter';

describe('todo fixture', () => {
  const tasks = createTodoFixture();
  it('has 10 tasks with ids 1..10 and 4 tags', () => {
    expect(tasks.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(taskTagsFixture).toHaveLength(4);
  });
  it('every filter and tag has tasks', () => {
    for (const f of ['all', 'starred', 'important', 'completed', 'trashed', 'frontend', 'backend', 'doc', 'bug']) {
      expect(filterTasks(tasks, f).length, f).toBeGreaterThan(0);
    }
  });
  it('only uses known tags', () => {
    const known = new Set(taskTagsFixture.map((t) => t.value));
    expect(tasks.flatMap((t) => t.tags).every((t) => known.has(t))).toBe(true);
  });
});
