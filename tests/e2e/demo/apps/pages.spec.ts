import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test('pages: profile, FAQ, knowledge base, grouped search, account settings', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, '/pages/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible({ timeout: FIRST_LOAD });
  await expect(page.getByText('admin@demo.com').first()).toBeVisible();

  await page.goto('/pages/faq');
  await page.getByRole('textbox', { name: 'Search the FAQ' }).fill('incoterm');
  await expect(page.getByRole('button', { name: 'Which incoterm does a new invoice use?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /duties and taxes/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/pages/knowledge-base');
  await page.getByRole('textbox', { name: 'Search articles' }).fill('reefer');
  await expect(page.getByText('Reefer set points')).toBeVisible();

  await page.goto('/pages/search?q=zzzz-nothing');
  await expect(page.getByRole('status').filter({ hasText: 'No Result' })).toBeVisible({ timeout: FIRST_LOAD });

  await page.goto('/pages/account-settings');
  await page.getByRole('tab', { name: 'Change password' }).click();
  await page.getByRole('textbox', { name: /^New password/ }).fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  expect(errors).toEqual([]);
});

test('misc pages render without signing in', async ({ page }) => {
  for (const [path, heading] of [
    ['/misc/coming-soon', 'Coming soon'],
    ['/misc/maintenance', 'Under maintenance'],
    ['/misc/error/404', 'Page not found'],
    ['/misc/error/500', 'Internal server error'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: FIRST_LOAD });
  }
  await page.goto('/misc/coming-soon');
  await page.getByRole('textbox', { name: 'Email' }).fill('nope');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
