import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from '../support/app';

async function fillLogin(page: Page, remember: boolean) {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
  await page.getByLabel('Password').fill(DEMO_USERS.admin.password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

test('remember me keeps the session across a new browser context', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await fillLogin(page, true);
  const state = await first.storageState();
  await first.close();

  const second = await browser.newContext({ storageState: state });
  const again = await second.newPage();
  await again.goto('/todo/all');
  await expect(again).toHaveURL((url) => url.pathname === '/todo/all');
  await second.close();
});

test('without remember me a new browser context must sign in again', async ({ browser }) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await fillLogin(page, false);
  const state = await first.storageState();
  await first.close();

  const second = await browser.newContext({ storageState: state });
  const again = await second.newPage();
  await again.goto('/todo/all');
  await expect(again).toHaveURL((url) => url.pathname === '/pages/login');
  await second.close();
});

test('a tampered stored session is discarded, not trusted', async ({ page }) => {
  await page.goto('/pages/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'freightdesk.auth.session',
      JSON.stringify({ accessToken: 'x.y.z', user: { rule: 'admin', name: 'Mallory' } }),
    ),
  );
  await page.goto('/todo/all');
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
  expect(await page.evaluate(() => localStorage.getItem('freightdesk.auth.session'))).toBeNull();
});

test('a signed-in session survives a reload (the token is re-verified)', async ({ page }) => {
  await signIn(page, 'staff', '/todo/all');
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/todo/all');
});

test("'Sair' signs out, goes to the login page and the session is gone", async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
  expect(await page.evaluate(() => sessionStorage.getItem('freightdesk.auth.session'))).toBeNull();
  await page.goto('/todo/all');
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
});

test('signing out in one tab sends the other tabs to the login page', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await fillLogin(first, true);
  const second = await context.newPage();
  await second.goto('/contact/list');
  await expect(second.getByRole('heading', { name: 'Contacts' })).toBeVisible();

  await first.getByTestId('user-menu').click();
  await first.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(first).toHaveURL(/\/pages\/login/);
  await expect(second).toHaveURL((url) => url.pathname === '/pages/login');
  await expect(second.getByRole('heading', { name: 'Contacts' })).toHaveCount(0);
  await context.close();
});
