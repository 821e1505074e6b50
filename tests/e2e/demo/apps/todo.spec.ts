import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test('to-do demo: filters, add, toggle, trash and search', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, '/todo/all');
  const tasks = page.locator('[data-testid^="task-"]');
  // All = 8 untrashed tasks, newest first.
  await expect(tasks).toHaveCount(8, { timeout: FIRST_LOAD });
  await expect(tasks.first()).toHaveAttribute('data-testid', 'task-9');
  await expectNoSeriousA11yViolations(page);

  // A new task gets the last id + 1 and shows first.
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A task needs a title')).toBeVisible();
  await page.getByLabel('Title').fill('Book the fumigation');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(tasks.first()).toHaveAttribute('data-testid', 'task-11');
  await expect(tasks).toHaveCount(9);

  // Star it, then find it under starred.
  await page.getByTestId('task-11').getByRole('button', { name: 'Star' }).click();
  await page.getByRole('link', { name: 'Starred' }).click();
  await expect(page.getByTestId('task-11')).toBeVisible();

  // Trash it: gone from starred, present in trashed.
  await page.getByTestId('task-11').getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByTestId('task-11')).toHaveCount(0);
  await page.getByRole('link', { name: 'Trashed' }).click();
  await expect(page.getByTestId('task-11')).toBeVisible();

  // Tag filter and search.
  await page.getByRole('link', { name: 'Bug' }).click();
  await expect(page).toHaveURL(/\/todo\/bug$/);
  await expect(tasks).toHaveCount(3);
  await page.getByRole('link', { name: 'All' }).click();
  await page.getByRole('textbox', { name: 'Search tasks' }).fill('csv');
  await expect(tasks).toHaveCount(1);
  await expect(tasks.first()).toContainText('Rate import from carrier CSV');

  // Completing a task from the list. The tick comes from the query cache a moment after the click
  // (the box is controlled), so the test waits for it rather than using check(), which reads at once.
  const complete = page.getByRole('checkbox', { name: 'Mark "Rate import from carrier CSV" as completed' });
  await complete.click();
  await expect(complete).toBeChecked();
  await page.getByRole('link', { name: 'Completed' }).click();
  await expect(page.getByTestId('task-4')).toBeVisible();
  expect(errors).toEqual([]);
});
