import { expect, test } from '@playwright/test';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

// The template's main search is mounted in the product's navbar, so it is reached from the dashboard.
test('main search groups Pages, Files and Contacts, 4 each, and says No Result', async ({ page }) => {
  await signInTo(page, '/');
  await expect(page.getByTestId('top-navbar')).toBeVisible({ timeout: FIRST_LOAD });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search pages, files and contacts' });
  const input = dialog.getByRole('textbox', { name: 'Search text' });
  await input.fill('a');
  for (const group of ['pages', 'files', 'contacts']) {
    await expect(dialog.getByTestId(`main-search-${group}`).getByRole('listitem')).toHaveCount(4);
  }
  await input.fill('santos');
  await expect(dialog.getByTestId('main-search-pages')).toContainText('No Result');
  await expect(dialog.getByTestId('main-search-files')).toContainText('Packing list Santos.xlsx');
  await expect(dialog.getByTestId('main-search-contacts')).toContainText('Santos Customs Brokers');
  await input.fill('zzzz');
  await expect(dialog.getByText('No Result')).toHaveCount(3);
  await input.fill('freight');
  await dialog
    .getByRole('button', { name: /^Freight/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/freight\/list/);
});
