import { expect, test } from '@playwright/test';
import { collectPageErrors, DEMO_USERS, expectNoSeriousA11yViolations, signIn } from '../support/app';

for (const key of ['demo', 'admin', 'staff'] as const) {
  test(`signs in as ${key} and lands on the dashboard`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, key);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const stored = await page.evaluate(() => sessionStorage.getItem('freightdesk.auth.session'));
    expect(JSON.parse(stored ?? '{}').user).toMatchObject({ email: DEMO_USERS[key].email, rule: DEMO_USERS[key].role });
    expect(errors).toEqual([]);
  });
}

test('the login page is accessible and shows the demo accounts in mock mode', async ({ page }) => {
  await page.goto('/pages/login');
  await expect(page.getByRole('heading', { name: 'Sign in to FreightDesk' })).toBeVisible();
  await expect(page.getByText('staff@demo.com · user')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a wrong password shows the message and keeps what was typed', async ({ page }) => {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill('admin@demo.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is invalid.');
  await expect(page.getByLabel('Email')).toHaveValue('admin@demo.com');
  await expect(page).toHaveURL(/\/pages\/login/);
});

test('after login the redirect path is followed, an off-site one ignored', async ({ page }) => {
  await signIn(page, 'staff', '/todo/all');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`/pages/login?redirect=${encodeURIComponent('https://evil.example/phish')}`);
  await page.getByLabel('Email').fill(DEMO_USERS.staff.email);
  await page.getByLabel('Password').fill(DEMO_USERS.staff.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.origin.startsWith('http://127.0.0.1') && url.pathname === '/');
});

test('a guarded page sends a signed-out visitor to login with the return path', async ({ page }) => {
  await page.goto('/todo/all');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/pages/login' && url.searchParams.get('redirect') === '/todo/all',
  );
});

test('register with a used email shows the message at the field', async ({ page }) => {
  await page.goto('/pages/register');
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill('admin@demo.com');
  await page.getByLabel('Password').fill('secret12-long');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This email is already in use.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Someone');
});

test('a new account waits for an admin: no session, and the login says why', async ({ page }) => {
  await page.goto('/pages/register');
  await page.getByLabel('Name').fill('Nova Pessoa');
  await page.getByLabel('Email').fill('nova@demo.com');
  await page.getByLabel('Password').fill('secret12-long');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status')).toHaveText(/waits for an administrator to approve it/);
  await expect(page).toHaveURL(/\/pages\/register/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByLabel('Email').fill('nova@demo.com');
  await page.getByLabel('Password').fill('secret12-long');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account waits for an administrator to approve it.');
  await page.goto('/freight/list');
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');
});
