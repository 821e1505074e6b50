import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TodoUseCases } from '../../../../src/application/demo/todo.use-cases';
import type { Task } from '../../../../src/domain/demo/todo/task.types';
import { replaceTask, trashTask } from '../../../../src/domain/demo/todo/todo-actions';
import { filterTasks } from '../../../../src/domain/demo/todo/todo-filter';
import { renderDemoScreen } from '../render-demo';

const task = (id: number, title: string): Task => ({
  id,
  title,
  desc: '',
  tags: [],
  isImportant: false,
  isStarred: false,
  isCompleted: false,
  isTrashed: false,
});

/** The to-do use cases over an array; each change waits until the test lets the server answer. */
function todoOver(tasks: Task[]) {
  let answer: () => void = () => undefined;
  const answered = () => new Promise<void>((resolve) => (answer = resolve));
  const uses = {
    list: vi.fn(async (filter: string) => filterTasks(tasks, filter)),
    create: vi.fn(async () => 0),
    update: vi.fn(async (changed: Task) => {
      await answered();
      tasks.splice(0, tasks.length, ...replaceTask(tasks, changed));
      return changed;
    }),
    trash: vi.fn(async (id: number) => {
      await answered();
      tasks.splice(0, tasks.length, ...trashTask(tasks, id));
    }),
  };
  return { uses, answer: () => answer() };
}

describe('the to-do demo', () => {
  it('ticks a task before the server answers, and takes a trashed task off the list once it has', async () => {
    const { uses, answer } = todoOver([task(1, 'Book the fumigation'), task(2, 'Rate import from carrier CSV')]);
    const user = userEvent.setup();
    await renderDemoScreen('/todo/all', { todo: uses as unknown as TodoUseCases });

    const box = () => screen.getByRole('checkbox', { name: 'Mark "Book the fumigation" as completed' });
    await user.click(await screen.findByRole('checkbox', { name: 'Mark "Book the fumigation" as completed' }));
    // Ticked while the server has not answered yet.
    await waitFor(() => expect(box()).toBeChecked());
    expect(uses.list).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(uses.update).toHaveBeenCalledWith(expect.objectContaining({ id: 1, isCompleted: true })),
    );
    answer();
    await waitFor(() => expect(uses.list).toHaveBeenCalledTimes(2));
    expect(box()).toBeChecked();

    await user.click(within(screen.getByTestId('task-2')).getByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(uses.trash).toHaveBeenCalledWith(2));
    answer();
    await waitFor(() => expect(screen.queryByTestId('task-2')).not.toBeInTheDocument());
    expect(uses.list).toHaveBeenCalledTimes(3);
  });
});
