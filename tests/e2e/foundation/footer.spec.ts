import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../support/app';

test.describe('foundation', () => {
  test('the built app shows the footer with the current year on the login page', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/pages/login');
    const footer = page.getByTestId('app-footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} FreightDesk. All rights reserved V1.01`);
    await expect(footer).toContainText('Developed by FreightDesk Engineering');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the footer follows the stored language (Portuguese)', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('freightdesk.locale.v1', 'pt'));
    await page.goto('/pages/login');
    await expect(page.getByTestId('app-footer')).toContainText('Todos os direitos reservados V1.01');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test.describe('a browser set to Portuguese', () => {
    test.use({ locale: 'pt-BR' });

    test('opens a first visit in Portuguese, and keeps a later choice of English', async ({ page }) => {
      await page.goto('/pages/login');
      await expect(page.getByRole('heading', { name: 'Entrar no FreightDesk' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await page.evaluate(() => window.localStorage.setItem('freightdesk.locale.v1', 'en'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Sign in to FreightDesk' })).toBeVisible();
    });
  });

  test('a signed-out visitor of a protected page is sent to sign in with a return path', async ({ page }) => {
    await page.goto('/?from=bookmark');
    await expect(page).toHaveURL(/\/pages\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/?from=bookmark');
  });

  test('an unknown path shows a real not-found page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
  });
});
