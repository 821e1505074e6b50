import { expect, test, type Page } from '@playwright/test';
import { listRows, openAsAdmin, searchList } from './master-data-helpers';

// The master-data lists keep search, filters, sort, page and page size in the URL: going into a record
// and pressing Back shows the list as it was, and the copied address opens the same list.

async function expectSameList(page: Page, listId: string, url: string, firstRow: string, summary: string) {
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('list-summary')).toHaveText(summary);
  await expect(listRows(page, listId).first()).toHaveText(firstRow);
}

test('the product list survives a visit to a record, Back, and a copied link', async ({ page }) => {
  const errors = await openAsAdmin(page, '/product/list');
  await searchList(page, 'products', 'e');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await page.getByRole('button', { name: 'Unit price' }).click();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByTestId('list-summary')).toHaveText(/^11–20 of \d+$/);
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const url = page.url();
  expect(new URL(url).searchParams.get('pageSize')).toBe('10');
  expect(new URL(url).searchParams.get('page')).toBe('2');
  expect(new URL(url).searchParams.get('sort')).toBe('unitPrice');
  const summary = await page.getByTestId('list-summary').innerText();
  const firstRow = (await listRows(page, 'products').first().textContent()) ?? '';

  await listRows(page, 'products')
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await page.goBack();
  await expectSameList(page, 'products', url, firstRow, summary);
  await expect(page.getByTestId('products-search')).toHaveValue('e');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('true');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Unit price');

  // The address pasted into a fresh load of the app (after going elsewhere) opens the same list.
  await page.goto('/contact/list');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await page.goto(url);
  await expectSameList(page, 'products', url, firstRow, summary);
  expect(errors).toEqual([]);
});

test('the contact list comes back filtered after saving a record, and the user list after viewing one', async ({
  page,
}) => {
  const errors = await openAsAdmin(page, '/contact/list');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('Carrier');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  // Both choices reach the URL before the list's reload starts: read the list only once they are there and it is done.
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('role') === 'carrier' && url.searchParams.get('pageSize') === '10',
  );
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const contacts = page.url();
  const summary = await page.getByTestId('list-summary').innerText();
  const firstRow = (await listRows(page, 'contacts').first().textContent()) ?? '';
  await listRows(page, 'contacts')
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit contact' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectSameList(page, 'contacts', contacts, firstRow, summary);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('carrier');

  await page.goto('/user/list');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await expect(listRows(page, 'users')).toHaveCount(2);
  const users = page.url();
  await page.getByRole('link', { name: 'View Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(users);
  await expect(listRows(page, 'users')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('admin');
  expect(errors).toEqual([]);
});
