import type { Task, TaskDraft } from '../../../../domain/demo/todo/task.types';
import { addTask, replaceTask, trashTask } from '../../../../domain/demo/todo/todo-actions';
import { filterTasks } from '../../../../domain/demo/todo/todo-filter';
import { createTodoFixture } from '../fixtures/todo.fixture';
import { bodyRecord, created, fail, ok, queryString } from '../../mock-responses';
import { demoHandlers, demoTable, isRecord, replaceRows } from './demo-handler-helpers';

export const TODO_TABLE = 'demo.todos';

function readTask(value: unknown): TaskDraft | null {
  if (!isRecord(value) || typeof value.title !== 'string' || value.title.trim() === '') return null;
  return {
    title: value.title,
    desc: typeof value.desc === 'string' ? value.desc : '',
    tags: Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : [],
    isImportant: value.isImportant === true,
    isStarred: value.isStarred === true,
    isCompleted: value.isCompleted === true,
    isTrashed: value.isTrashed === true,
  };
}

export const handlers = demoHandlers((router, { db }) => {
  const tasks = demoTable<Task>(db, TODO_TABLE, createTodoFixture);

  router.get('/api/apps/todo', (request) => ok(filterTasks(tasks(), queryString(request, 'filter') ?? 'all')));

  router.post('/api/apps/todo/new-task', (request) => {
    const draft = readTask(bodyRecord(request).task);
    if (!draft) return fail(400, 'A task needs a title', { title: 'required' });
    const { tasks: next, task } = addTask(tasks(), draft);
    replaceRows(tasks(), next);
    return created({ id: task.id });
  });

  router.post('/api/app/todo/trash-todo', (request) => {
    const taskId = Number(bodyRecord(request).taskId);
    if (!tasks().some((t) => t.id === taskId)) return fail(404, 'Unknown task');
    replaceRows(tasks(), trashTask(tasks(), taskId));
    return ok(taskId);
  });

  // Not in the original table: the toggles and edits need to persist somewhere.
  router.post('/api/apps/todo/update-task', (request) => {
    const raw = bodyRecord(request).task;
    const draft = readTask(raw);
    const id = isRecord(raw) ? Number(raw.id) : NaN;
    if (!draft) return fail(400, 'A task needs a title', { title: 'required' });
    if (!tasks().some((t) => t.id === id)) return fail(404, 'Unknown task');
    const task: Task = { ...draft, id };
    replaceRows(tasks(), replaceTask(tasks(), task));
    return ok(task);
  });
});
