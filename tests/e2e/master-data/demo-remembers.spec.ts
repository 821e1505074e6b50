import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, signIn } from '../support/app';
import { listRows, openNewRecord, saveAndReturnToList, searchList } from './master-data-helpers';

// The demo keeps its data in the browser (IndexedDB): what a person creates is still there after a reload
// and in another tab of the same browser. Each test has a browser context, so a fresh seed, of its own.

async function createContact(page: Page, company: string): Promise<void> {
  await openNewRecord(page, 'New contact');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Remy');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(company);
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Brazil');
  await page
    .getByRole('option', { name: /Brazil/ })
    .first()
    .click();
  await saveAndReturnToList(page, 'contacts');
}

async function expectContact(page: Page, company: string, count: number): Promise<void> {
  await searchList(page, 'contacts', company);
  await expect(listRows(page, 'contacts')).toHaveCount(count);
  if (count > 0) await expect(listRows(page, 'contacts').first()).toContainText(company);
}

test('a contact created survives a reload and shows in a second tab', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'staff', '/contact/list');
  await createContact(page, 'Remembered Export Ltda');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expectContact(page, 'Remembered Export Ltda', 1);

  const second = await context.newPage();
  await signIn(second, 'admin', '/contact/list');
  await expectContact(second, 'Remembered Export Ltda', 1);
  expect(errors).toEqual([]);
});

test('a tab already open sees a contact another tab created, at its next request', async ({ page, context }) => {
  await signIn(page, 'staff', '/contact/list');
  const other = await context.newPage();
  await signIn(other, 'admin', '/contact/list');
  await expectContact(other, 'Shared Tabs Comércio', 0);

  await createContact(page, 'Shared Tabs Comércio');
  // Without a reload: the other tab heard of the change and re-reads the table before its next answer.
  await expect(async () => {
    await searchList(other, 'contacts', '');
    await expectContact(other, 'Shared Tabs Comércio', 1);
  }).toPass({ timeout: 15_000 });
});

test('"Reset demo data" puts the seed back, and another open tab shows it without a reload', async ({
  page,
  context,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/contact/list');
  await createContact(page, 'Reset Soon Exportadora');
  const other = await context.newPage();
  await signIn(other, 'staff', '/contact/list');
  await expectContact(other, 'Reset Soon Exportadora', 1);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('The demo data was reset.')).toBeVisible();
  await expectContact(page, 'Reset Soon Exportadora', 0);
  // The other tab was told the data changed: the list it shows is read again, with no action of its own.
  await expect(listRows(other, 'contacts')).toHaveCount(0);
  await expect(other.getByText('Nothing found')).toBeVisible();
  expect(errors).toEqual([]);
});
