import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../support/app';

// The http-mode app against the Node server: the refresh token lives in the server's HttpOnly cookie, the access
// token in memory; Web Storage holds a marker only. A reload restores the session through the cookie.
test.describe.configure({ timeout: 120_000 });

const KEY = 'freightdesk.auth.session';

async function signInRemembered(page: Page): Promise<void> {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill(DEMO_USERS.staff.email);
  await page.getByLabel('Password').fill(DEMO_USERS.staff.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

test('signs in with the refresh token in an HttpOnly cookie, survives a reload and a restart, signs out', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The build's policy allows the API's origin: nothing the app does here is refused.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await signInRemembered(page);

  const stored = await page.evaluate((key) => localStorage.getItem(key) ?? '', KEY);
  expect(JSON.parse(stored)).toMatchObject({ cookie: true });
  expect(stored).not.toMatch(/token/i);
  const cookie = (await context.cookies()).find((c) => c.name === 'fd_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/authenticate' });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600);
  expect(await page.evaluate(() => document.cookie)).not.toContain('fd_refresh');

  await page.goto('/freight/list');
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/freight/list');
  await expect(page.getByRole('table')).toBeVisible();
  expect(refused).toEqual([]);

  // Remembered: a new browser with the same cookies and storage is still signed in.
  const state = await context.storageState();
  const later = await browser.newContext({ storageState: state });
  const again = await later.newPage();
  await again.goto('/freight/list');
  await expect(again).toHaveURL((url) => url.pathname === '/freight/list');
  await later.close();

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'fd_refresh')).toBe(false);
  await page.goto('/freight/list');
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
  await context.close();
});

test("a sign-out in one tab ends the other tab's session too", async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signInRemembered(first);
  const second = await context.newPage();
  await second.goto('/freight/list');
  await expect(second).toHaveURL((url) => url.pathname === '/freight/list');
  await first.getByTestId('user-menu').click();
  await first.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(second).toHaveURL((url) => url.pathname === '/pages/login');
  await second.reload();
  await expect(second).toHaveURL((url) => url.pathname === '/pages/login');
  await context.close();
});
