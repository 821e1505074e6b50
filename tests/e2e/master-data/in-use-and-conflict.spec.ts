import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../support/app';
import { listRows, openAsAdmin } from './master-data-helpers';

// The mock backend lives in the page and keeps its data in IndexedDB, which the pages of one browser context share.

test('deleting a product that shipments carry is refused with the count and a link to those shipments', async ({
  page,
}) => {
  const errors = await openAsAdmin(page, '/product/list');
  const first = listRows(page, 'products').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  const refusal = dialog.getByTestId('in-use-refusal');
  await expect(refusal).toContainText(/Used by \d+ shipments?\./);
  await expect(dialog).toContainText('Make it inactive instead');
  await expectNoSeriousA11yViolations(page);
  const link = refusal.getByRole('link', { name: /^Show the/ });
  await expect(link).toHaveAttribute('href', /^\/freight\/list\?product=/);
  await link.click();
  await expect(page).toHaveURL(/\/freight\/list\?product=/);
  expect(errors).toEqual([]);
});

test('the second of two saves of one contact sees the conflict and keeps what was typed', async ({ page }) => {
  const errors = await openAsAdmin(page, '/contact/list');
  await listRows(page, 'contacts')
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit contact' })).toBeVisible();
  const editUrl = page.url();

  // Another tab of the same browser: it signs in on its own, then saves the same contact first.
  const other = await page.context().newPage();
  await signIn(other, 'admin', new URL(editUrl).pathname);
  await expect(other.getByRole('heading', { name: 'Edit contact' })).toBeVisible();
  await other.getByRole('textbox', { name: 'City', exact: true }).fill('Theirs City');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(other.getByText('Saved.')).toBeVisible();
  await other.close();

  const city = page.getByRole('textbox', { name: 'City', exact: true });
  await city.fill('Mine City');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByTestId('save-conflict');
  await expect(alert).toContainText('Someone else saved this record after you opened it.');
  await expect(city).toHaveValue('Mine City');
  await expectNoSeriousA11yViolations(page);

  await alert.getByRole('button', { name: 'Load the saved version' }).click();
  await expect(city).toHaveValue('Theirs City');
  await expect(alert).toBeHidden();
  expect(errors).toEqual([]);
});
