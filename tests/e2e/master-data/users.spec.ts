import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';
import { listRows, searchList } from './master-data-helpers';

// The mock backend lives in the page: each test starts from the seeded staff (Demo and Admin are admins, Staff a user).

const rows = (page: Page) => listRows(page, 'users');

async function openUserList(page: Page, user: 'admin' | 'staff' = 'admin'): Promise<void> {
  await signIn(page, user, '/user/list');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
}

test('an admin lists, searches, filters, sorts and exports users', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openUserList(page);
  await expect(page.getByTestId('list-summary')).toHaveText('1–3 of 3');
  await searchList(page, 'users', 'staff@');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Staff');
  await searchList(page, 'users', '');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Email' }).click();
  await page.getByRole('button', { name: 'Email' }).click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Email');
  await expect(rows(page).first()).toContainText('demo@demo.com');

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'All matching rows (2)' }).click();
  const csv = await readFile((await (await downloading).path()) as string, 'utf8');
  expect(
    csv
      .replace(/^\ufeff/, '')
      .split('\r\n')
      .filter(Boolean),
  ).toEqual([
    'id,name,email,rule,status,auth',
    'u-demo,Demo,demo@demo.com,admin,active,u-demo',
    'u-admin,Admin,admin@demo.com,admin,active,u-admin',
  ]);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('an admin creates a user, who then signs in with the new password', async ({ page }) => {
  test.slow(); // two sign-ins, a refused and a good save, and an axe pass: ~30 s on two busy cores
  const errors = collectPageErrors(page);
  await openUserList(page);
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Caio Lima');
  await page.getByRole('textbox', { name: 'Email' }).fill('staff@demo.com');
  await page.getByLabel('Password').fill('caio-secret-long');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('user');
  await expectNoSeriousA11yViolations(page);
  // The email is taken: the message is at the field and what was typed stays.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Already in use/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Caio Lima');
  await page.getByRole('textbox', { name: 'Email' }).fill('caio@demo.com');
  await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
  await expect(page.getByRole('heading', { name: 'Caio Lima' })).toBeVisible();
  await expect(page.getByTestId('user-status')).toHaveText('Active');
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(rows(page)).toHaveCount(4);

  // The mock backend lives in this page, so the new account signs in here after signing out.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
  await page.getByLabel('Email').fill('caio@demo.com');
  await page.getByLabel('Password').fill('caio-secret-long');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Account menu of Caio Lima');
  expect(errors).toEqual([]);
});

test('an admin changes a role but is refused changing their own', async ({ page }) => {
  await openUserList(page);
  await page.getByRole('link', { name: 'Edit Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Edit user' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(page.getByTestId('user-role')).toHaveText('Admin');

  await page.getByRole('link', { name: 'Back to users' }).click();
  await page.getByRole('link', { name: 'Edit Admin' }).click();
  const role = page.getByRole('combobox', { name: 'Role' });
  await expect(role).toBeDisabled();
  await expect(role).toHaveAccessibleDescription('You cannot change your own role; another admin can.');
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('an admin removes a user after confirming, and cannot remove themself', async ({ page }) => {
  await openUserList(page);
  await expect(page.getByRole('button', { name: 'Remove Admin' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Remove Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await expect(dialog).toContainText('“Demo” has no history and will be deleted.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Demo' }).click();
  await page.getByRole('dialog', { name: 'Delete this user?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('“Demo” was deleted.')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
});

test('a user who worked on shipments is deactivated instead of deleted', async ({ page }) => {
  await openUserList(page);
  await page.getByRole('button', { name: 'Remove Staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this user?' });
  await expect(dialog).toContainText('“Staff” has worked on freight records');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('“Staff” was deactivated.')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'Staff' })).toContainText('Inactive');
});

test('staff see users read-only and are sent away from the admin screens', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openUserList(page, 'staff');
  await expect(page.getByTestId('users-read-only')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Demo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit user' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/user/new');
  await expect(page).toHaveURL((url) => url.pathname === '/misc/not-authorized');
  await page.goto('/user/edit/u-demo');
  await expect(page).toHaveURL((url) => url.pathname === '/misc/not-authorized');
  for (const path of ['/USER/NEW', '/User/New/', '/%75ser/new']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/misc/not-authorized');
  }
  expect(errors).toEqual([]);
});

test('the users screens speak Portuguese', async ({ page }) => {
  await openUserList(page);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Perfil' })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Staff' })).toContainText('Usuário');
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await expect(page.getByRole('heading', { name: 'Novo usuário' })).toBeVisible();
  await expect(page.getByText('Novos usuários começam ativos.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
