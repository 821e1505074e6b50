import type { Page } from '@playwright/test';

/** Signs in through the login page with any account (the seeded staff, or one a test created). */
export async function login(page: Page, email: string, password: string, remember = false): Promise<void> {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}
