import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy CI machines room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

const headers = (page: Page) =>
  page
    .getByTestId('freight-table')
    .locator('thead th')
    .evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? '').filter(Boolean));

async function expectTheSavedList(page: Page) {
  await expect(page).toHaveURL(/carrier=Maersk/);
  await expect(page.getByRole('combobox', { name: 'Carrier' })).toHaveValue('Maersk');
  await expect(page.getByTestId('freight-row').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headers(page)).not.toContain('Destination');
  expect(await headers(page)).toContain('Reference');
  await expect(page.getByRole('button', { name: 'Views: Maersk desk' })).toBeVisible();
}

test('a shared view survives sign-out and opens for another member of staff from the menu and from its URL', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/freight/list');
  await expect(page.getByTestId('freight-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: 'Maersk', exact: true }).click();
  await expect(page).toHaveURL(/carrier=Maersk/);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Destination' }).uncheck();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect.poll(() => headers(page)).not.toContain('Destination');

  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Save as a new view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this list as a view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Maersk desk');
  await dialog.getByRole('checkbox', { name: /Share with all staff/ }).check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(page).toHaveURL(/view=v-/);
  const viewId = new URL(page.url()).searchParams.get('view');
  await expectTheSavedList(page);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');

  // Another member of staff opens it from the menu: the list starts unfiltered, with every column.
  await signIn(page, 'staff', '/freight/list');
  await expect(page.getByTestId('freight-row').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => headers(page)).toContain('Destination');
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await page.getByRole('menuitem', { name: /Maersk desk · Admin/ }).click();
  await expectTheSavedList(page);

  // And from its URL alone.
  await page.goto('/freight/list');
  await expect.poll(() => headers(page)).toContain('Destination');
  await page.goto(`/freight/list?view=${viewId}`);
  await expectTheSavedList(page);
  // Not the owner nor an admin: the view opens but is not theirs to delete.
  await page.getByRole('button', { name: 'Views: Maersk desk' }).click();
  await expect(page.getByRole('menuitem', { name: /Delete/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
