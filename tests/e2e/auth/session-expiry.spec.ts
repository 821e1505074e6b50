import { expect, test } from '@playwright/test';
import { DEMO_USERS, signIn } from '../support/app';

// Access tokens last 15 minutes, refresh tokens 14 days. Jumping the page clock past both makes the next
// save answer 401 and the refresh be refused, so the app asks to sign in again over the page, keeping the form.
test('a session that ends mid-work asks to sign in again without losing what was typed', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'staff', '/contact/new');
  const firstName = page.getByLabel('First name');
  await firstName.fill('Expiry Test');
  // The contact form (master-data screen) also needs a country.
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option').first().click();
  await page.clock.setSystemTime(Date.now() + 15 * 24 * 3_600_000);

  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await expect(firstName).toHaveValue('Expiry Test');

  await dialog.getByLabel('Password').fill(DEMO_USERS.staff.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstName).toHaveValue('Expiry Test');
  await expect(page.getByRole('link', { name: 'Go to the sign-in page' })).toHaveCount(0);
});
