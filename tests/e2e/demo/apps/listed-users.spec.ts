import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test('user demo: grid filters, view and edit', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, '/app/user/list');
  await expect(page.getByTestId('user-count')).toHaveText('40 users', { timeout: FIRST_LOAD });
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Role', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Admin' }).click();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Admin' })).toHaveCount(0);
  await page.getByLabel('Verified', { exact: true }).first().click();
  await page.getByRole('option', { name: 'No' }).click();
  await expect(rows.filter({ hasNotText: 'Admin' })).toHaveCount(0);

  await page.goto('/app/user/view?id=2');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'User edit' }).click();
  await expect(page).toHaveURL(/\/app\/user\/edit\?id=2/);
  await page.getByRole('textbox', { name: /^Name/ }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Bruno Export');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Bruno Export' })).toBeVisible();

  await page.goto('/pages/user/list');
  await expect(page.getByTestId('user-count')).toHaveText('40 users');
  expect(errors).toEqual([]);
});
