import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from '../../e2e/support/app';
import { plan } from '../support/hardening-report';
import { fillNewProduct } from './product-form';

/**
 * Faults a browser can inject on the mock backend without a hook in the app: another tab signing out, leaving a
 * dirty form (Back, closing the tab, signing out), storage that throws, a route chunk that fails to load (the chunks
 * are real requests to the static server, so page.route can fail them; the mock's API answers inside the page and
 * cannot be reached that way). "Lost" counts what the person typed that is neither kept nor asked about.
 */
const table = plan('browser', 'fault', 'browser faults', [
  'logout in another tab',
  'leaving a dirty form by Back',
  'leaving a dirty form by tab close',
  'leaving a dirty form by sign-out',
  'storage that throws',
  'route chunk that fails to load',
] as const);

const DESCRIPTION = 'Description (English)';

/** Moves inside the app as a link would (no reload): the router follows the history entry. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

async function signInRemembered(page: Page): Promise<void> {
  await page.goto('/pages/login');
  await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
  await page.getByLabel('Password').fill(DEMO_USERS.admin.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

async function typeNewProduct(page: Page, text: string): Promise<void> {
  await navigateInApp(page, '/product/new');
  const field = page.getByRole('textbox', { name: DESCRIPTION, exact: true });
  await expect(field).toBeVisible();
  await field.fill(text);
}

/** Signs in again on the login page the app went to and answers whether the typed text was offered back. */
async function signInAndRestore(page: Page, text: string): Promise<boolean> {
  await expect(page).toHaveURL(/\/pages\/login/);
  await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
  await page.getByLabel('Password').fill(DEMO_USERS.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
  // The offer is made on the form the draft belongs to.
  if (!new URL(page.url()).pathname.startsWith('/product/new')) await navigateInApp(page, '/product/new');
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  return (await page.getByRole('textbox', { name: DESCRIPTION, exact: true }).inputValue()) === text;
}

async function run(
  name: (typeof table.cases)[number],
  work: () => Promise<{ lost: number; duplicated?: number; seen: string }>,
) {
  try {
    table.observe(name, await work());
  } catch (error) {
    table.observe(name, { lost: 1, seen: `could not run: ${String(error).slice(0, 200)}` });
  }
}

test('another tab signing out keeps what was typed here, offered back after signing in', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signInRemembered(first);
  await run('logout in another tab', async () => {
    const typed = 'Typed before another tab signed out';
    await typeNewProduct(first, typed);
    const second = await context.newPage();
    await second.goto('/');
    await second.getByTestId('user-menu').click();
    await second.getByRole('menuitem', { name: 'Sair' }).click();
    await second.close();
    const restored = await signInAndRestore(first, typed);
    return { lost: restored ? 0 : 1, seen: `offered back and restored: ${restored}` };
  });
  await context.close();
});

test('leaving a dirty form by Back is asked about, and Stay keeps the input', async ({ page }) => {
  await signIn(page, 'admin');
  await run('leaving a dirty form by Back', async () => {
    const typed = 'Typed before pressing Back';
    // Through the app's own links, so that Back is a step inside the app.
    await page.getByRole('link', { name: /^(Products|Produtos)$/ }).click();
    await page.getByRole('link', { name: 'New product' }).click();
    const field = page.getByRole('textbox', { name: DESCRIPTION, exact: true });
    await field.fill(typed);
    await page.goBack();
    const asked = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: 'Stay' }).click();
    const kept = (await page.getByRole('textbox', { name: DESCRIPTION, exact: true }).inputValue()) === typed;
    return { lost: kept ? 0 : 1, seen: `asked; input kept after Stay: ${kept}` };
  });
});

test('signing out of a dirty form asks first, or keeps the input to offer back', async ({ page }) => {
  await signIn(page, 'admin');
  await run('leaving a dirty form by sign-out', async () => {
    const typed = 'Typed before signing out';
    await typeNewProduct(page, typed);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    const asked = page.getByRole('dialog', { name: 'Leave without saving?' });
    // Either the app asks first (Stay must keep the input) or it signs out and offers the input back afterwards.
    const wasAsked = await expect(asked)
      .toBeVisible({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      );
    if (wasAsked) {
      await asked.getByRole('button', { name: 'Stay' }).click();
      const kept = (await page.getByRole('textbox', { name: DESCRIPTION, exact: true }).inputValue()) === typed;
      return { lost: kept ? 0 : 1, seen: `asked before signing out; input kept after Stay: ${kept}` };
    }
    const restored = await signInAndRestore(page, typed);
    return { lost: restored ? 0 : 1, seen: `not asked; offered back and restored after signing in: ${restored}` };
  });
});

test('closing the tab on a dirty form gets the browser’s question', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  await run('leaving a dirty form by tab close', async () => {
    await typeNewProduct(page, 'Typed before closing the tab');
    // A person's input on the page is what lets beforeunload ask.
    await page.getByRole('textbox', { name: DESCRIPTION, exact: true }).press('End');
    const question = page.waitForEvent('dialog', { timeout: 10_000 });
    await page.close({ runBeforeUnload: true });
    const dialog = await question;
    const type = dialog.type();
    await dialog.dismiss();
    return { lost: type === 'beforeunload' ? 0 : 1, seen: `dialog ${type}; tab still open: ${!page.isClosed()}` };
  });
  // The tab may finish closing while the context does: that race is teardown, not what the case measures.
  await context.close().catch(() => undefined);
});

test('storage that throws leaves the app able to sign in and save', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = refuse;
    Storage.prototype.getItem = refuse;
  });
  await run('storage that throws', async () => {
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByLabel('Password').fill(DEMO_USERS.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const code = `HX-STORE-${Date.now() % 100000}`;
    // Without storage the session lives only in this page: move inside the app, never reload.
    await navigateInApp(page, '/product/new');
    await fillNewProduct(page, code, 'Saved while storage throws');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/product\/list/);
    await navigateInApp(page, `/product/list?q=${code}`);
    await expect(page.getByTestId('list-summary')).toBeVisible();
    // The list shows the page it had (every product) for a moment while the search is answered: count once the
    // answer is in, that is once no row without the code is left (or the wait ends, and the rows are counted as
    // they stand). Only rows holding the code count: one is the saved product, more are duplicates.
    const rowsShown = page.getByTestId('products-table').getByTestId('list-row');
    await expect(rowsShown.filter({ hasNotText: code }))
      .toHaveCount(0)
      .catch(() => undefined);
    const rows = await rowsShown.filter({ hasText: code }).count();
    return {
      lost: rows === 0 || errors.length > 0 ? 1 : 0,
      duplicated: Math.max(0, rows - 1),
      seen: `${rows} row(s) with the code; page errors ${errors.join(' | ').slice(0, 100)}`,
    };
  });
  await context.close();
});

test('a route chunk that fails to load is explained, and the app recovers', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'admin');
  await run('route chunk that fails to load', async () => {
    const loaded = new Set<string>();
    page.on('requestfinished', (request) => loaded.add(request.url()));
    await page.waitForLoadState('networkidle');
    const already = new Set(loaded);
    let failed = 0;
    // The contacts screen's own chunks (Vite names them after their modules): one screen failing, as on a network blip.
    await page.route(/\/assets\/contact[-.][^/]*\.js$/, (route) => {
      if (already.has(route.request().url())) return route.continue();
      failed += 1;
      return route.abort('failed');
    });
    await navigateInApp(page, '/contact/list');
    const message = page.getByRole('alert').or(page.getByText(/something went wrong|could not be loaded/i));
    const explained = await expect(message.first())
      .toBeVisible({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    await page.unroute(/\/assets\/contact[-.][^/]*\.js$/);
    await page.goto('/contact/list');
    const recovered = await expect(page.getByRole('heading', { name: 'Contacts' }))
      .toBeVisible({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    return {
      lost: explained && recovered ? 0 : 1,
      seen: `${failed} chunk request(s) failed; explained: ${explained}; recovered: ${recovered}`,
    };
  });
});
