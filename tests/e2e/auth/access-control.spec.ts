import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';

test('a user without the permission is sent to /misc/not-authorized, which has a way back', async ({ page }) => {
  await signIn(page, 'staff');
  await page.goto('/access-control/admin');
  await expect(page).toHaveURL((url) => url.pathname === '/misc/not-authorized');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('an admin opens the admin area, previews as a user, and is refused', async ({ page }) => {
  await signIn(page, 'admin', '/access-control');
  await page.getByRole('link', { name: 'Open the admin-only area' }).click();
  await expect(page.getByRole('heading', { name: 'Admin-only area' })).toBeVisible();
  await page.goBack();
  await page.getByText('user', { exact: true }).click();
  await page.getByRole('link', { name: 'Open the admin-only area' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/misc/not-authorized');
});

test('a plain user cannot preview the app as an admin', async ({ page }) => {
  await signIn(page, 'staff', '/access-control');
  await page.getByText('admin', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Only an administrator may view the app as another role.');
});
