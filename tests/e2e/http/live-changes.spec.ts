import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectPageErrors, signIn } from '../support/app';

// Two people on the Node server: what one commits reaches the other's open screens through the event stream, with
// no reload. Each screen of the second person has a browser context of its own (a session lasts one tab).
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

/** A screen that must not reload: a mark left in its window is still there at the end. */
async function marked(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { liveMark: string }).liveMark = 'still here';
  });
}
const mark = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

async function staffOn(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'staff', path);
  return page;
}

test('one person books a shipment: another’s list, dashboard and open form of it know within two seconds', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', '/freight/list?status=draft&sort=reference&dir=asc');
  const first = admin.getByTestId('freight-row').first().getByRole('link').first();
  const reference = ((await first.textContent()) ?? '').trim();
  const path = (await first.getAttribute('href')) ?? '';
  expect(path).toMatch(/^\/freight\/fr-/);

  const list = await staffOn(browser, `/freight/list?q=${encodeURIComponent(reference)}`);
  const row = list.getByTestId('freight-row').filter({ hasText: reference });
  await expect(row).toContainText('Draft');
  await row.getByRole('checkbox').check();
  const dashboard = await staffOn(browser, '/');
  await expect(dashboard.getByRole('heading', { name: 'Recent activity' })).toBeVisible({ timeout: 30_000 });
  const form = await staffOn(browser, `${path}/edit`);
  await expect(form.getByRole('heading', { name: `Edit ${reference}` })).toBeVisible();
  const notes = form.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Staff: keep dry');
  const errors = [list, dashboard, form].map((page) => collectPageErrors(page));
  for (const page of [list, dashboard, form]) await marked(page);

  await admin.goto(path);
  await admin.getByRole('button', { name: 'Book', exact: true }).click();
  await admin
    .getByRole('dialog', { name: 'Book this shipment?' })
    .getByRole('button', { name: 'Book', exact: true })
    .click();
  await expect(admin.getByText('Booked', { exact: true }).first()).toBeVisible();

  const soon = { timeout: 2_000 };
  await expect(row).toContainText('Booked', soon);
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(dashboard.locator('p', { hasText: reference }).first()).toContainText('Draft → Booked', soon);
  const notice = form.getByRole('alert', { name: /^Admin saved this shipment at / });
  await expect(notice).toBeVisible(soon);
  await expect(notice).toContainText('Changed:');
  await expect(notice).toContainText('Status');
  await expect(notes).toHaveValue('Staff: keep dry');
  for (const page of [list, dashboard, form]) expect(await mark(page)).toBe('still here');

  // The staff member keeps their note on the booked version; the form then builds on it.
  await notice.getByRole('button', { name: 'Keep my changes on their version' }).click();
  await expect(notice).toBeHidden();
  await expect(notes).toHaveValue('Staff: keep dry');
  await expect(form.getByTestId('invoice-locked')).toBeVisible();
  for (const collected of errors) expect(collected).toEqual([]);
});
