import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy CI machines room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

/** Opens the first listed shipment of a status and answers its reference. */
async function openFirst(page: Page, status: string): Promise<string> {
  await signIn(page, 'admin', `/freight/list?status=${status}`);
  const row = page.getByTestId('freight-row').first();
  const reference = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/freight\/fr-/);
  return reference;
}

test('a draft prints as a proforma invoice on request, and a reload keeps it', async ({ page }) => {
  const reference = await openFirst(page, 'draft');
  await page.getByRole('link', { name: 'Commercial invoice' }).click();
  const invoice = page.getByTestId('invoice-document');
  await expect(invoice.getByTestId('invoice-draft-mark')).toHaveText('DRAFT');
  await page.getByText('Proforma invoice', { exact: true }).click();
  await expect(page).toHaveURL(/print=proforma/);
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText('Proforma Invoice');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(reference);
  await expect(invoice.getByTestId('invoice-draft-mark')).toHaveCount(0);
  await expect(invoice.getByTestId('invoice-proforma-note')).toContainText('not a final commercial invoice');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText('Proforma Invoice');
  await page.getByText('Português', { exact: true }).click();
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText('Fatura Proforma');
  await expect(page).toHaveURL(/lang=pt/);
  await expect(page).toHaveURL(/print=proforma/);
});

test('a seeded booked shipment prints its invoice number and, in Portuguese, its products’ Portuguese descriptions', async ({
  page,
}) => {
  await openFirst(page, 'booked');
  await page.getByRole('link', { name: 'Commercial invoice' }).click();
  const invoice = page.getByTestId('invoice-document');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(/^INV-\d{4}-\d{6}$/);
  const number = await invoice.getByTestId('invoice-number').textContent();
  const descriptions = () => invoice.locator('table').nth(1).locator('tbody tr td:nth-child(2)').allTextContents();
  const english = await descriptions();
  expect(english.length).toBeGreaterThan(0);
  await page.getByText('Português', { exact: true }).click();
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText(/^Fatura /);
  await expect(invoice.getByTestId('invoice-number')).toHaveText(number ?? '');
  await expect(invoice.getByTestId('invoice-draft-mark')).toHaveCount(0);
  const portuguese = await descriptions();
  expect(portuguese).toHaveLength(english.length);
  portuguese.forEach((text, i) => expect(text).not.toBe(english[i]));
  await expect(page.getByRole('radiogroup', { name: 'Documento a imprimir' })).toHaveCount(0);
});

test('a bulk change asks first, naming the count; an arrival asks for one day; the selection goes with the page', async ({
  page,
}) => {
  await signIn(page, 'admin', '/freight/list?status=in_transit&sort=reference&dir=asc');
  const rows = page.getByTestId('freight-row');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const bulk = page.getByRole('button', { name: /Change status · 2 selected/ });
  await bulk.click();
  await page.getByRole('menuitem', { name: 'Arrived at customs' }).click();
  const ask = page.getByRole('dialog', { name: 'Mark 2 shipments arrived at customs?' });
  const day = ask.getByRole('textbox', { name: /The day it happened, for all 2/ });
  await expect(day).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(ask).toHaveCount(0);

  // Going back leaves the selection and the menu as they were.
  await bulk.click();
  await page.getByRole('menuitem', { name: 'Arrived at customs' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Mark 2 arrived' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByText('2 changed, 0 refused')).toBeVisible();

  await page.goto('/freight/list?status=draft&sort=reference&dir=asc&pageSize=10');
  await rows.nth(0).getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: /Change status · 1 selected/ })).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: /Change status/ })).toHaveCount(0);
});
