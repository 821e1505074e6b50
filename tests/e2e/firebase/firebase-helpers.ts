import type { Page } from '@playwright/test';
import type { FakePtaxService } from '../../server/fake-ptax-service';

/** Signs in through the login page with any account (the seeded staff, or one a test created). */
export async function login(page: Page, email: string, password: string, remember = false): Promise<void> {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * In `firebase` mode the browser asks the Banco Central's PTAX service for rates; the tests have no network, so the
 * page's requests to it are answered by the local stand-in the server tests use (the mock's seeded rates).
 */
export async function answerPtaxLocally(page: Page, service: FakePtaxService): Promise<void> {
  await page.route(/^https:\/\/olinda\.bcb\.gov\.br\//, async (route) => {
    const asked = new URL(route.request().url());
    const resource = asked.pathname.slice(asked.pathname.indexOf('/odata/') + '/odata/'.length);
    const answer = await fetch(`${service.baseUrl}${resource}${asked.search}`);
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: await answer.text(),
    });
  });
}
