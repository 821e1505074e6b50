import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, signIn } from '../support/app';
import {
  deleteRow,
  listRows,
  openNewRecord,
  saveAndReturnToList,
  searchList,
} from '../master-data/master-data-helpers';
import { login } from './firebase-helpers';

// Firebase mode: the products, contacts and users lists on Firestore (emulator), starting from what
// seed-emulators.ts wrote (5 products, 6 contacts, Admin and Staff). Each test removes what it adds,
// except the user it creates (the client SDK cannot delete sign-in accounts).

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillFields(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
}

/** Signs in straight onto a list and waits for its `count` rows; returns the rows and the page errors from then on. */
async function openList(
  page: Page,
  user: 'admin' | 'staff',
  listId: string,
  count: number,
): Promise<{ rows: Locator; errors: string[] }> {
  const errors = collectPageErrors(page);
  await signIn(page, user, `/${listId.replace(/s$/, '')}/list`);
  const rows = listRows(page, listId);
  await expect(rows).toHaveCount(count);
  return { rows, errors };
}

/**
 * From a form just filled: saves, finds the new row by `search`, changes `field` to `value` in its
 * edit form, finds the change in the list, and deletes the row (named `name` in its buttons).
 */
async function saveEditAndDelete(
  page: Page,
  listId: string,
  record: { search: string; name: string; field: string; value: string; shown: string },
): Promise<void> {
  const rows = listRows(page, listId);
  await saveAndReturnToList(page, listId);
  await searchList(page, listId, record.search);
  await expect(rows).toHaveCount(1);
  await page.getByRole('link', { name: `Edit ${record.name}` }).click();
  await textbox(page, record.field).fill(record.value);
  await saveAndReturnToList(page, listId);
  await searchList(page, listId, record.search);
  await expect(rows.first()).toContainText(record.shown);
  await deleteRow(page, record.name);
  await expect(page.getByText('Nothing found')).toBeVisible();
}

test('staff: the product list loads, searches and filters; a product is created (a taken code first), edited and deleted', async ({
  page,
}) => {
  const { rows, errors } = await openList(page, 'staff', 'products', 5);
  await expect(page.getByTestId('list-summary')).toHaveText('1–5 of 5');
  await expect(rows.first()).toContainText('AC-001');

  await searchList(page, 'products', 'coffee');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('product-description')).toHaveText([
    'Green coffee beans, not roasted',
    'Roasted coffee beans',
  ]);
  await searchList(page, 'products', '');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Inactive');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Frozen açaí pulp');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('All');

  await openNewRecord(page, 'New product');
  await fillFields(page, {
    Code: 'cf-001',
    'Description (English)': 'Firebase test coffee',
    'HS code': '090111',
    NCM: '09011190',
    'Unit price': '7.5',
    'Net weight per unit (kg)': '1',
    'Gross weight per unit (kg)': '1.1',
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Already in use.', { exact: true })).toBeVisible();
  await textbox(page, 'Code').fill('FB-100');
  await saveEditAndDelete(page, 'products', {
    search: 'FB-100',
    name: 'FB-100 · Firebase test coffee',
    field: 'Unit price',
    value: '8.25',
    shown: '$8.25',
  });
  expect(errors).toEqual([]);
});

test('admin: the contact list loads and searches; a contact is created, edited and deleted', async ({ page }) => {
  const { rows, errors } = await openList(page, 'admin', 'contacts', 6);
  await searchList(page, 'contacts', 'Tanaka');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Tokyo Trading KK');
  await expect(rows.first()).toContainText('Notify party');

  await openNewRecord(page, 'New contact');
  await fillFields(page, { 'First name': 'Zélia', 'Last name': 'Testa', Company: 'Firebase Export Ltda' });
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('Brazil');
  await page
    .getByRole('option', { name: /Brazil/ })
    .first()
    .click();
  await page.getByRole('checkbox', { name: 'Shipper' }).check();
  await saveEditAndDelete(page, 'contacts', {
    search: 'Firebase Export',
    name: 'Firebase Export Ltda (Zélia Testa)',
    field: 'City',
    value: 'Santos',
    shown: 'Santos',
  });
  expect(errors).toEqual([]);
});

test('admin: the user list loads; a new user is created and signs in', async ({ page }) => {
  const { rows, errors } = await openList(page, 'admin', 'users', 2);
  await expect(rows.filter({ hasText: 'staff@demo.com' })).toContainText('User');

  await page.getByRole('link', { name: 'New user' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Caio Lima');
  await page.getByRole('textbox', { name: 'Email' }).fill('staff@demo.com');
  await page.getByLabel('Password').fill('caio-secret-long');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('user');
  // The Auth emulator refuses the taken email: the message is at the field and what was typed stays.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Already in use/);
  await page.getByRole('textbox', { name: 'Email' }).fill('caio@demo.com');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Caio Lima' })).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Active');
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(rows).toHaveCount(3);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
  await login(page, 'caio@demo.com', 'caio-secret-long');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Account menu of Caio Lima');
  expect(errors).toEqual([]);
});

test('staff: the user list is read-only', async ({ page }) => {
  await signIn(page, 'staff', '/user/list');
  await expect(listRows(page, 'users').filter({ hasText: 'admin@demo.com' })).toHaveCount(1);
  await expect(page.getByTestId('users-read-only')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
});
