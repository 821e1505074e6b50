import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/app';
import {
  deleteRow,
  exportMatching,
  listRows,
  listTotal,
  openAsAdmin,
  openNewRecord,
  previewImport,
  saveAndReturnToList,
  searchList,
} from './master-data-helpers';

// The mock backend lives in the page: every test signs in to a freshly seeded address book (96 contacts).

const XSS_NAME = '<img src=x onerror="window.__xss=1">';

async function fillContact(
  page: Page,
  values: { first: string; last?: string; company: string; country: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(values.first);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(values.last ?? '');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(values.company);
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill(values.country);
  await page
    .getByRole('option', { name: new RegExp(values.country) })
    .first()
    .click();
}

test('the list loads with paging and sorting', async ({ page }) => {
  const errors = await openAsAdmin(page, '/contact/list');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await expect(listRows(page, 'contacts')).toHaveCount(25);
  await expect(page.getByTestId('list-summary')).toHaveText('1–25 of 96');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByTestId('list-summary')).toHaveText('26–50 of 96');
  await page.getByRole('button', { name: 'Company' }).click();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Company');
  await expect(page.getByTestId('list-summary')).toHaveText('1–25 of 96');
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('creates, edits and deletes a contact', async ({ page }) => {
  const errors = await openAsAdmin(page, '/contact/list');
  await openNewRecord(page, 'New contact');
  await fillContact(page, { first: 'Zélia', last: 'Testa', company: 'E2E Export Ltda', country: 'Brazil' });
  await page.getByRole('checkbox', { name: 'Notify party' }).check();
  await expectNoSeriousA11yViolations(page);
  await saveAndReturnToList(page, 'contacts');

  await searchList(page, 'contacts', 'E2E Export');
  const rows = listRows(page, 'contacts');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Zélia Testa');
  await expect(rows.first()).toContainText('Notify party');

  await page.getByRole('link', { name: 'Edit E2E Export Ltda (Zélia Testa)' }).click();
  await expect(page.getByRole('heading', { name: 'Edit contact' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('E2E Export Ltda');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Santos');
  await saveAndReturnToList(page, 'contacts');
  await searchList(page, 'contacts', 'E2E Export');
  await expect(rows.first()).toContainText('Santos');

  await deleteRow(page, 'E2E Export Ltda (Zélia Testa)');
  await expect(page.getByText('Nothing found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('leaving a form with unsaved changes asks first and keeps what was typed on Stay', async ({ page }) => {
  await openAsAdmin(page, '/contact/list');
  await openNewRecord(page, 'New contact');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Unsaved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Unsaved');
  await page.getByRole('link', { name: 'Freight', exact: true }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/freight\/list/);
});

test('a name written as HTML is shown as text and never runs', async ({ page }) => {
  const errors = await openAsAdmin(page, '/contact/list');
  await openNewRecord(page, 'New contact');
  await fillContact(page, { first: XSS_NAME, company: 'Script Kiddie GmbH', country: 'Germany' });
  await saveAndReturnToList(page, 'contacts');
  await searchList(page, 'contacts', 'Script Kiddie');
  const name = listRows(page, 'contacts').first().getByTestId('contact-name');
  await expect(name).toHaveText(XSS_NAME);
  await expect(page.getByRole('button', { name: `Delete Script Kiddie GmbH (${XSS_NAME})` })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();

  await page.getByRole('link', { name: `Edit Script Kiddie GmbH (${XSS_NAME})` }).click();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(XSS_NAME);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a CSV export imports back through the preview', async ({ page }) => {
  const errors = await openAsAdmin(page, '/contact/list');
  await searchList(page, 'contacts', 'Tanaka');
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(0);

  const csv = await exportMatching(page, total);
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'firstname,lastname,company,address,city,state,zip,country,phone,fax,email,web,taxId,roles,active',
  );
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.includes('Tanaka'))).toBe(true);

  const dialog = await previewImport(page, 'Import contacts', csv, total);
  await expect(dialog.getByRole('table', { name: 'Preview of the first rows' })).toContainText('Tanaka');
  await dialog.getByRole('button', { name: /^Import \d+ rows?$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${total} ${total === 1 ? 'record' : 'records'} imported.`)).toBeVisible();
  await expect(page.getByTestId('list-summary')).toHaveText(new RegExp(`of ${total * 2}$`));
  expect(errors).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list renders without page errors or sideways scrolling of the page', async ({ page }) => {
    const errors = await openAsAdmin(page, '/contact/list');
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    await expect(listRows(page, 'contacts')).toHaveCount(25);
    await expect(page.getByTestId('contacts-search')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New contact' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });
});
