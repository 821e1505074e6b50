import { expect, test, type Page } from '@playwright/test';
import { GALLERY } from '../../../../src/ui/features/demo/gallery/gallery-registry';
import { messages } from '../../../../src/ui/features/demo/gallery/i18n/frame.messages';
import { SPEC_GALLERY_PATHS } from '../../../ui/demo/gallery/gallery-spec-paths';
import { can, PERMISSIONS, type Permission } from '../../../../src/domain/acl/permissions';
import { collectPageErrors, goInApp, signIn } from '../../support/app';

const titles: Readonly<Record<string, string>> = messages.en;

/** Page errors plus console errors (react-intl reports a missing message as a console error). */
function collectProblems(page: Page): string[] {
  const problems = collectPageErrors(page);
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

async function expectDemo(page: Page, path: string): Promise<void> {
  const entry = GALLERY.get(path);
  expect(entry, path).toBeDefined();
  // In the app, as a person moves from demo to demo: each demo's chunk loads on the way, the app does not restart.
  await goInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: titles[entry?.titleId ?? ''] ?? '?' }), path).toBeVisible();
  await expect(page.getByTestId('gallery-ready'), path).toBeAttached({ timeout: 20_000 });
}

const SECTIONS = [
  '/ui-element',
  '/colors',
  '/icons',
  '/cards',
  '/tables',
  '/components',
  '/extra-components',
  '/forms',
  '/charts',
  '/maps',
  '/extensions',
];

for (const section of SECTIONS) {
  test(`every ${section} demo renders its heading without errors`, async ({ page }) => {
    test.setTimeout(120_000);
    const paths = SPEC_GALLERY_PATHS.filter((path) => path.startsWith(`${section}/`));
    expect(paths.length).toBeGreaterThan(0);
    await signIn(page, 'admin', paths[0]);
    const problems = collectProblems(page);
    for (const path of paths) await expectDemo(page, path);
    expect(problems).toEqual([]);
  });
}

test('an unknown demo name answers not found', async ({ page }) => {
  await signIn(page, 'admin', '/components/alerts');
  await page.goto('/components/no-such-demo');
  await expect(page.getByTestId('gallery-ready')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(titles['gallery.title.alerts'] ?? '');
});

test('the big grid keeps the DOM small and sorts', async ({ page }) => {
  await signIn(page, 'admin', '/tables/agGrid');
  await expect(page.getByText('10,000 shipments')).toBeVisible();
  expect(await page.locator('tbody tr').count()).toBeLessThan(60);
  await page.getByRole('button', { name: 'Reference' }).click();
  await page.getByRole('button', { name: 'Reference' }).click();
  await expect(page.locator('tbody tr[aria-rowindex="2"] td').first()).toHaveText('FD-10000');
  await page.getByRole('textbox', { name: 'Search shipments' }).fill('FD-0999');
  await expect(page.getByText('10 shipments')).toBeVisible();
});

test('the validated form reports errors, then accepts good input', async ({ page }) => {
  await signIn(page, 'admin', '/forms/formik');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Enter a valid email.')).toBeVisible();
  const form = page.getByRole('region', { name: 'Agent sign-up' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Ana');
  await form.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('longenough');
  await form.getByRole('textbox', { name: 'Confirm password' }).fill('longenough');
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Freight agent' }).click();
  await form.getByRole('textbox', { name: 'Age' }).fill('30');
  await form.getByLabel('I accept the terms').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks, Ana' })).toBeVisible();
});

test('the access-control demo switches the role live', async ({ page }) => {
  const all = Object.keys(PERMISSIONS) as Permission[];
  const sentence = (role: 'admin' | 'user') =>
    `The current role has ${all.filter((p) => can(role, p)).length} of ${all.length} permissions.`;
  await signIn(page, 'admin', '/extensions/access-control');
  await expect(page.getByText(sentence('admin'))).toBeVisible();
  await page.getByRole('radiogroup').getByText('user', { exact: true }).click();
  await expect(page.getByText(sentence('user'))).toBeVisible();
  await page.getByRole('radiogroup').getByText('admin', { exact: true }).click();
  await expect(page.getByText(sentence('admin'))).toBeVisible();
});

test('the i18n demo shows the menu dictionaries and switches the language', async ({ page }) => {
  await signIn(page, 'admin', '/extensions/i18n');
  await page.getByLabel('Search labels').fill('menu.dashboard');
  await expect(page.getByRole('cell', { name: 'menu.dashboard', exact: true })).toBeVisible();
  await page.getByRole('radiogroup').getByText('Portuguese', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traduções' })).toBeVisible();
});

test('the offline map zooms and centres on a port', async ({ page }) => {
  await signIn(page, 'admin', '/maps/leaflet');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('Zoom ×1.3')).toBeVisible();
  await page.getByRole('button', { name: 'Santos' }).click();
  await expect(page.getByText(/Santos, Brazil/)).toBeVisible();
});
