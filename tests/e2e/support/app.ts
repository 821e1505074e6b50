import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The mock backend's demo accounts (password demodemo). */
export const DEMO_USERS = {
  demo: { email: 'demo@demo.com', password: 'demodemo', name: 'Demo', role: 'admin' },
  admin: { email: 'admin@demo.com', password: 'demodemo', name: 'Admin', role: 'admin' },
  staff: { email: 'staff@demo.com', password: 'demodemo', name: 'Staff', role: 'user' },
} as const;

/** Signs in through the real login page and waits to land on `expectPath` (default the dashboard). */
export async function signIn(page: Page, user: keyof typeof DEMO_USERS = 'admin', target = '/'): Promise<void> {
  const account = DEMO_USERS[user];
  await page.goto(target === '/' ? '/pages/login' : `/pages/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === target.split('?')[0]);
}

/** Fails with the list of serious or critical axe violations on the current page. */
export async function expectNoSeriousA11yViolations(page: Page, exclude: readonly string[] = []): Promise<void> {
  // Colours measured mid-transition (a drawer fading in) are not what a person reads: let animations settle.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** Collects uncaught page errors so a test can assert that none happened. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Moves to `path` inside the running app, as an in-app link does (the router's history sees a forward step), so
 * the page, its signed-in session and the mock's data stay loaded; `page.goto` would start the app again.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    const index = typeof state.__TSR_index === 'number' ? state.__TSR_index : 0;
    window.history.pushState({ ...state, __TSR_index: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}
