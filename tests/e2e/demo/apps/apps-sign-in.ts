import { expect, type Page } from '@playwright/test';

/**
 * Signs in as the mock admin through the login page and waits for `target`. Kept local to the apps
 * suite with role-based selectors, so a hint box mentioning "Password" cannot confuse it.
 */
/** The first screen after sign-in can take several seconds while the mock server seeds its tables. */
export const FIRST_LOAD = 30_000;

export async function signInTo(page: Page, target: string): Promise<void> {
  await page.goto(`/pages/login?redirect=${encodeURIComponent(target)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com');
  await page.getByRole('textbox', { name: 'Password' }).fill('demodemo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === target.split('?')[0]);
}
