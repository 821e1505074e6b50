import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../e2e/support/app';
import { plan, type Observation } from '../support/hardening-report';

/**
 * Bad inputs a browser can carry into the app on the mock backend: redirect parameters, route paths, a stored
 * session someone edited, garbage in every storage key the app reads. One page per table, the inputs in a loop.
 */
const SESSION_KEY = 'freightdesk.auth.session';

async function signInAs(page: Page, who: keyof typeof DEMO_USERS, query = ''): Promise<void> {
  const account = DEMO_USERS[who];
  await page.goto(`/pages/login${query}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The app painted something a person can use: the login form or the signed-in frame. */
async function appIsUsable(page: Page): Promise<string> {
  const login = page.getByLabel('Email');
  const frame = page.getByRole('banner').or(page.getByRole('heading', { name: 'You are not authorized' }));
  await expect(login.or(frame).first()).toBeVisible({ timeout: 15_000 });
  if (await page.getByText(/something went wrong/i).count()) return 'error screen';
  return (await login.isVisible()) ? 'login page' : `signed in at ${new URL(page.url()).pathname}`;
}

function watch(page: Page) {
  const errors: string[] = [];
  const offOrigin: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (url !== 'about:blank' && !url.startsWith('http://127.0.0.1')) offOrigin.push(url);
  });
  return { errors, offOrigin };
}

async function settle(observe: (o: Observation) => void, run: () => Promise<Observation>) {
  try {
    observe(await run());
  } catch (error) {
    observe({ unsafe: true, seen: `could not run: ${String(error).slice(0, 200)}` });
  }
}

const redirects = plan('browser', 'input', 'redirect parameters', [
  '//evil.com',
  '/\\evil.com',
  '/%2F%2Fevil.com',
  'javascript:alert(1)',
  '2,000 characters',
] as const);

test('a redirect parameter never leaves the origin', async ({ page, context }) => {
  const seen = watch(page);
  let evilRequests = 0;
  await context.route(
    (url) => url.hostname.endsWith('evil.com'),
    (route) => {
      evilRequests += 1;
      return route.abort();
    },
  );
  const values: Record<(typeof redirects.cases)[number], string> = {
    '//evil.com': '//evil.com',
    '/\\evil.com': '/\\evil.com',
    '/%2F%2Fevil.com': '/%2F%2Fevil.com',
    'javascript:alert(1)': 'javascript:alert(1)',
    '2,000 characters': `/${'a'.repeat(1999)}`,
  };
  await page.goto('/pages/login');
  const origin = new URL(page.url()).origin;
  for (const name of redirects.cases) {
    await settle(
      (o) => redirects.observe(name, o),
      async () => {
        const before = { errors: seen.errors.length, off: seen.offOrigin.length, evil: evilRequests };
        await signInAs(page, 'staff', `?redirect=${encodeURIComponent(values[name])}`);
        await expect(page).not.toHaveURL(/\/pages\/login/, { timeout: 15_000 });
        await page.waitForLoadState('load');
        const url = new URL(page.url());
        const unsafe =
          url.origin !== origin ||
          seen.offOrigin.length > before.off ||
          evilRequests > before.evil ||
          seen.errors.length > before.errors;
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        return {
          unsafe,
          seen: `landed on ${url.pathname.slice(0, 60)}; errors ${seen.errors.slice(before.errors).join(' | ')}`,
        };
      },
    );
  }
  expect(seen.offOrigin).toEqual([]);
});

const routes = plan('browser', 'input', 'route paths', [
  '/USER/NEW',
  '/User/New',
  '/%75ser/new',
  '/user//new',
  '/user/new/',
  '/%55SER/%4EEW',
] as const);

test('a path in another case or encoding never opens an admin screen to a user', async ({ page }) => {
  const seen = watch(page);
  await signInAs(page, 'staff');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  for (const name of routes.cases) {
    await settle(
      (o) => routes.observe(name, o),
      async () => {
        await page.goto(name);
        await page.waitForLoadState('load');
        await expect(page.getByRole('banner').or(page.getByRole('heading').first()).first()).toBeVisible();
        // Give a guard that would let it through the time to paint the form.
        await page.waitForTimeout(300);
        const form = await page.getByRole('heading', { name: 'New user' }).count();
        const password = await page.getByLabel('Password').count();
        return {
          unsafe: form > 0 || password > 0 || seen.errors.length > 0,
          seen: `at ${new URL(page.url()).pathname}; new-user form ${form > 0 ? 'shown' : 'not shown'}`,
        };
      },
    );
  }
});

const sessions = plan('browser', 'input', 'stored session', [
  'role edited to admin',
  'not JSON',
  '5 MB value',
  'expired tokens',
] as const);

test('a stored session someone edited is never trusted and never breaks the app', async ({ page }) => {
  const seen = watch(page);
  await signInAs(page, 'staff');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const original = (await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '';
  expect(original).not.toBe('');
  const edits: Record<(typeof sessions.cases)[number], () => string> = {
    'role edited to admin': () => {
      const value = JSON.parse(original) as { user: Record<string, unknown> };
      return JSON.stringify({ ...value, user: { ...value.user, rule: 'admin', role: 'admin' } });
    },
    'not JSON': () => `${original.slice(0, 40)}{{not json`,
    '5 MB value': () => 'x'.repeat(5_000_000),
    'expired tokens': () => {
      const value = JSON.parse(original) as Record<string, unknown>;
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const expired = `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', role: 'admin', exp: 1_000_000 })}.c2lnbmF0dXJl`;
      return JSON.stringify({ ...value, accessToken: expired, refreshToken: 'expired-refresh-token-0000' });
    },
  };
  for (const name of sessions.cases) {
    await settle(
      (o) => sessions.observe(name, o),
      async () => {
        const errors = seen.errors.length;
        const stored = await page.evaluate(
          ([key, value]) => {
            try {
              localStorage.setItem(key!, value!);
              return 'stored';
            } catch (error) {
              return `storage refused it: ${String(error)}`;
            }
          },
          [SESSION_KEY, edits[name]()],
        );
        await page.goto('/user/new');
        const state = await appIsUsable(page);
        await page.waitForTimeout(300);
        if (state === 'error screen') seen.errors.push('error screen');
        const adminForm = await page.getByRole('heading', { name: 'New user' }).count();
        // Put the real session back for the next edit.
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SESSION_KEY, original]);
        return {
          unsafe: adminForm > 0 || seen.errors.length > errors || !stored.startsWith('stored'),
          seen: `${stored.slice(0, 80)}; ${state}; new-user form ${adminForm > 0 ? 'shown' : 'not shown'}`,
        };
      },
    );
  }
});

/** Every key the app reads from web storage (grep for storage.get in src): the scope it lives in. */
const KEYS = {
  'freightdesk.auth.session (local)': ['local', SESSION_KEY],
  'freightdesk.auth.session (session)': ['session', SESSION_KEY],
  'freightdesk.last-activity': ['local', 'freightdesk.last-activity'],
  'freightdesk.form-drafts.<user>': ['local', 'freightdesk.form-drafts.'],
  'freightdesk.auth.locked': ['session', 'freightdesk.auth.locked'],
  'freightdesk.locale.v1': ['local', 'freightdesk.locale.v1'],
  'freightdesk.customizer.v1': ['local', 'freightdesk.customizer.v1'],
} as const;
const GARBAGE = ['{', 'null', '1e999', '{"__proto__":{"polluted":true}}', 'z'.repeat(100_000)];
const storageKeys = plan('browser', 'input', 'garbage in storage', Object.keys(KEYS) as (keyof typeof KEYS)[]);

test('garbage in any storage key the app reads leaves the app usable', async ({ page }) => {
  const seen = watch(page);
  await signInAs(page, 'staff');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const original = (await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)) ?? '';
  const userId = String((JSON.parse(original) as { user: { id: string } }).user.id);
  for (const name of storageKeys.cases) {
    await settle(
      (o) => storageKeys.observe(name, o),
      async () => {
        const [scope, base] = KEYS[name];
        const key = base.endsWith('.') ? `${base}${userId}` : base;
        const states: string[] = [];
        let unsafe = false;
        for (const value of GARBAGE) {
          const errors = seen.errors.length;
          await page.evaluate(
            ([s, k, v, session]) => {
              localStorage.setItem('freightdesk.auth.session', session!);
              (s === 'local' ? localStorage : sessionStorage).setItem(k!, v!);
            },
            [scope, key, value, original],
          );
          await page.goto('/');
          const state = await appIsUsable(page);
          states.push(state);
          if (state === 'error screen') unsafe = true;
          const polluted = await page.evaluate(() => (({}) as Record<string, unknown>).polluted !== undefined);
          if (polluted || seen.errors.length > errors) unsafe = true;
          await page.evaluate(([s, k]) => (s === 'local' ? localStorage : sessionStorage).removeItem(k!), [scope, key]);
        }
        return {
          unsafe,
          seen: `${GARBAGE.length} values: ${[...new Set(states)].join(', ')}; errors ${seen.errors.join(' | ').slice(0, 120)}`,
        };
      },
    );
  }
});
