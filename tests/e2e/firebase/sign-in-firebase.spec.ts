import { expect, test } from '@playwright/test';
import { login } from './firebase-helpers';
import { FIREBASE_STAFF } from './seed-emulators';

test('signs in through the Auth emulator; Pretender lets the Firebase traffic through', async ({ page }) => {
  const firebaseAnswers: number[] = [];
  page.on('response', (response) => {
    if (/127\.0\.0\.1:(9099|8080)|identitytoolkit|firestore/.test(response.url()))
      firebaseAnswers.push(response.status());
  });
  const [admin] = FIREBASE_STAFF;
  await login(page, admin.email, admin.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('user-menu')).toContainText('Admin');
  expect(firebaseAnswers.length).toBeGreaterThan(0);
  expect(firebaseAnswers.every((status) => status < 400)).toBe(true);
  // No demo accounts are offered outside the mock backend.
  await page.goto('/pages/login');
  await expect(page.getByText('Demo accounts')).toHaveCount(0);
});

test('a wrong password shows the message from the emulator', async ({ page }) => {
  await login(page, 'staff@demo.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Email or password is invalid.');
});

test('the role comes from the user record: staff is refused the admin area', async ({ page }) => {
  const staff = FIREBASE_STAFF[1];
  await login(page, staff.email, staff.password);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/access-control/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/misc/not-authorized');
});

test('remember me survives a new browser context; Sair ends the session', async ({ browser }) => {
  const [admin] = FIREBASE_STAFF;
  const first = await browser.newContext();
  const page = await first.newPage();
  await login(page, admin.email, admin.password, true);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const state = await first.storageState({ indexedDB: true });
  await first.close();

  const second = await browser.newContext({ storageState: state });
  const again = await second.newPage();
  await again.goto('/todo/all');
  await expect(again).toHaveURL((url) => url.pathname === '/todo/all');
  await again.getByTestId('user-menu').click();
  await again.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(again).toHaveURL((url) => url.pathname === '/pages/login');
  await again.goto('/todo/all');
  await expect(again).toHaveURL((url) => url.pathname === '/pages/login');
  await second.close();
});

test('signing out in one tab sends the other tabs to the login page', async ({ browser }) => {
  const [admin] = FIREBASE_STAFF;
  const context = await browser.newContext();
  const first = await context.newPage();
  await login(first, admin.email, admin.password, true);
  await expect(first).toHaveURL((url) => url.pathname === '/');
  const second = await context.newPage();
  await second.goto('/todo/all');
  await expect(second).toHaveURL((url) => url.pathname === '/todo/all');

  await first.getByTestId('user-menu').click();
  await first.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(first).toHaveURL((url) => url.pathname === '/pages/login');
  await expect(second).toHaveURL((url) => url.pathname === '/pages/login');
  await context.close();
});

test('a self-registered account waits for an admin: the sign-up and the login say so, nothing opens', async ({
  page,
}) => {
  await page.goto('/pages/register');
  await page.getByLabel('Name').fill('Paula Pending');
  await page.getByLabel('Email').fill('paula@demo.com');
  await page.getByLabel('Password').fill('secret12-long');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toHaveText(/waits for an administrator to approve it/);
  await expect(page).toHaveURL((url) => url.pathname === '/pages/register');

  await login(page, 'paula@demo.com', 'secret12-long');
  await expect(page.getByRole('alert')).toHaveText('This account waits for an administrator to approve it.');
  await page.goto('/freight/list');
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');

  // The same address cannot register a second time while the first waits.
  await page.goto('/pages/register');
  await page.getByLabel('Name').fill('Paula Again');
  await page.getByLabel('Email').fill('paula@demo.com');
  await page.getByLabel('Password').fill('other-secret');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This email is already in use.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Paula Again');
});
