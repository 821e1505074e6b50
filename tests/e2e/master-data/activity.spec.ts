import { expect, test, type Locator } from '@playwright/test';
import { callApi } from '../support/api';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';
import { listRows, saveAndReturnToList, searchList } from './master-data-helpers';

test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

/** The field, before and after cells of a change row of an audit entry's table. */
async function changeRow(entry: Locator, field: string): Promise<string[]> {
  const row = entry.getByRole('row').filter({ has: entry.page().getByRole('cell', { name: field, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allInnerTexts();
}

/** A price as an English reader sees it, without its currency. */
const price = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('an admin changes a product price: its History and the activity page show old and new price, who and when', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const started = Date.now();
  await signIn(page, 'admin', '/product/list?sort=code&dir=asc');
  const editLink = listRows(page, 'products')
    .first()
    .getByRole('link', { name: /^Edit / });
  const code = ((await editLink.getAttribute('aria-label')) ?? (await editLink.innerText())).replace(/^Edit /, '');
  await editLink.click();
  const field = page.getByRole('textbox', { name: 'Unit price' });
  await expect(field).not.toHaveValue('');
  const before = Number(await field.inputValue());
  const after = Math.round((before + 1234.25) * 100) / 100;
  await field.fill(String(after));
  await saveAndReturnToList(page, 'products');

  const productCode = code.split(' · ')[0] ?? code;
  await searchList(page, 'products', productCode);
  await listRows(page, 'products')
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();
  await page.getByRole('tab', { name: 'History' }).click();
  const latest = page.getByTestId('audit-entry').first();
  await expect(latest).toContainText('Changed by Admin');
  const [, from, to] = await changeRow(latest, 'Unit price');
  expect(from).toContain(price(before));
  expect(to).toContain(price(after));
  const when = Date.parse((await latest.locator('time').getAttribute('datetime')) ?? '');
  expect(when).toBeGreaterThanOrEqual(started - 1000);
  expect(when).toBeLessThanOrEqual(Date.now());

  // A change of another kind of record after it: a draft shipment cancelled.
  await page.goto('/freight/list?status=draft');
  const shipment = page.getByTestId('freight-row').first().getByRole('link').first();
  const shipmentId = ((await shipment.getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(shipmentId).toMatch(/^fr-/);
  await callApi(page, 'POST', '/api/freight/{id}/transitions', { id: shipmentId, action: 'cancel' });

  // The same change among the activity across records, narrowed to products.
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  const entries = page.getByTestId('activity-list').getByTestId('audit-entry');
  const records = page.getByTestId('activity-record');
  await expect(records.first()).toContainText('Shipment');
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Product' }).click();
  await expect(page).toHaveURL(/kind=product/);
  await expect(records.first()).toContainText('Product');
  await expect(records).toHaveCount(1);
  await expect(records).toContainText([productCode]);
  const first = entries.first();
  await expect(first).toContainText('Changed by Admin');
  const [, listedFrom, listedTo] = await changeRow(first, 'Unit price');
  expect(listedFrom).toContain(price(before));
  expect(listedTo).toContain(price(after));
  await expectNoSeriousA11yViolations(page);

  // Each entry leads to its record.
  await first.getByRole('link', { name: new RegExp(`^Open Product ${productCode}`) }).click();
  await expect(page).toHaveURL(/\/product\/.+\/edit/);
  await expect(page.getByRole('textbox', { name: 'Unit price' })).toHaveValue(String(after));
  expect(errors).toEqual([]);
});

test('a staff user has no activity page: not in the menu, and the address is refused', async ({ page }) => {
  await signIn(page, 'staff', '/product/list');
  await expect(page.getByRole('link', { name: 'Contatos' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/activity');
  await expect(page).toHaveURL((url) => url.pathname === '/misc/not-authorized');
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
});
