import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app';

/**
 * The built app under its own Content-Security-Policy (the page's meta element and the host's header, as `vite
 * preview` sends it): it starts, signs in and opens its busiest screens with nothing refused.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return seen;
}

test('the app starts, signs in and opens its screens with the policy enforced and nothing refused', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/pages/login');
  const header = answer?.headers()['content-security-policy'] ?? '';
  expect(header).toMatch(/(^|; )script-src 'self'(;|$)/);
  expect(header).toContain("frame-ancestors 'none'");
  expect(header).toContain("connect-src 'self'");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self';/,
  );
  await signIn(page, 'admin');
  for (const path of ['/freight/list', '/contact/list', '/ecommerce-dashboard', '/calendar']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  expect(violations).toEqual([]);
});

test('an inline script injected into the page is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/pages/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
