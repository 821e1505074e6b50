import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test('data list demo: paging, add first, sort, delete, delete selected, thumb view', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, '/data-list/list-view');
  const rows = page.locator('tbody [data-testid^="item-"]');
  await expect(rows).toHaveCount(4, { timeout: FIRST_LOAD });
  await expect(page.getByText('1–4 of 26')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(rows.first()).toHaveAttribute('data-testid', 'item-5');

  // Add: next id (27), first in the list, popularity colour derived.
  await page.getByRole('button', { name: 'Add new' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Seal tape');
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('3.50');
  await dialog.getByRole('textbox', { name: /^Popularity/ }).fill('80');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(rows.first()).toHaveAttribute('data-testid', 'item-27');
  await expect(page.getByTestId('item-27').locator('[data-color]')).toHaveAttribute('data-color', 'success');

  // Delete one, then select two and delete them together.
  await page.getByRole('button', { name: 'Delete Seal tape' }).click();
  await expect(page.getByTestId('item-27')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Select 20ft dry/ }).check();
  await page.getByRole('checkbox', { name: /Select 40ft high/ }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await expect(page.getByText('1–4 of 24')).toBeVisible();

  // Sort by price ascending: prices never decrease down the page.
  await page.getByRole('button', { name: 'Sort by Price' }).click();
  const prices = (await rows.locator('td:nth-child(7)').allInnerTexts()).map((t) => Number(t.replace('$', '')));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Filter.
  await page.getByRole('textbox', { name: 'Filter items' }).fill('on hold');
  await expect(rows.filter({ hasNotText: 'On hold' })).toHaveCount(0);
  await expect(rows).not.toHaveCount(0);

  await page.getByText('Thumb view', { exact: true }).click();
  await expect(page).toHaveURL(/\/data-list\/thumb-view$/);
  await expect(page.locator('[data-testid^="item-"]')).toHaveCount(4);
  expect(errors).toEqual([]);
});
