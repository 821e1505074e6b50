import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy CI machines room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

async function pickFirst(page: Page, field: Locator): Promise<void> {
  await field.click();
  await page.getByRole('option').first().click();
}

async function fillLine(line: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values))
    await line.getByLabel(label, { exact: false }).first().fill(value);
}

test('creates a shipment with two lines: defaults, live totals, booking and the printed invoice', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/freight/new');
  await expect(page.getByRole('heading', { name: 'New shipment' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Incoterm' })).toHaveValue('CIF - Cost Insurance and Freight');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  await expect(page.getByRole('combobox', { name: 'Invoice type' })).toHaveValue('Commercial');
  await expect(page.getByRole('combobox', { name: 'Terms of payment' })).toHaveValue('Advanced');
  await expect(page.getByRole('combobox', { name: 'Reason for export' })).toHaveValue('Permanent');
  await expect(page.getByRole('combobox', { name: 'Duties and taxes' })).toHaveValue('Receiver (DTU)');
  await expect(page.getByRole('combobox', { name: /Carrier/ })).toHaveValue('DHL Express');

  await pickFirst(page, page.getByRole('combobox', { name: /Shipper/ }));
  await pickFirst(page, page.getByRole('combobox', { name: /Consignee/ }));
  await page.getByLabel('Freight value (USD)').fill('10');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.getByRole('button', { name: 'Add line' }).click();
  await fillLine(page.getByTestId('line-0'), {
    Description: 'Green coffee beans',
    'HS code': '090111',
    Quantity: '1.5',
    'Unit value': '19.99',
    'Net kg': '1.5',
    'Gross kg': '1.6',
  });
  await fillLine(page.getByTestId('line-1'), {
    Description: 'Cachaça 700 ml',
    'HS code': '220840',
    Quantity: '3',
    'Unit value': '12.34',
    'Net kg': '3.75',
    'Gross kg': '4.5',
  });

  // 1.5 x 19.99 = 29.985 -> 29.98 (half even); 3 x 12.34 = 37.02; CIF adds the freight of 10.00.
  await expect(page.getByTestId('total-totalLineItems')).toHaveText('2');
  await expect(page.getByTestId('total-totalCosts')).toHaveText('$67.00');
  await expect(page.getByTestId('total-totalDeclaredValue')).toHaveText('$77.00');
  await expect(page.getByTestId('total-totalGrossWeight')).toHaveText('6.1 kg');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/freight\/fr-/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Book' }).click();
  const confirmBooking = page.getByRole('dialog', { name: 'Book this shipment?' });
  await expect(confirmBooking).toContainText('locks its invoice');
  await confirmBooking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('status-timeline')).toContainText('Booked');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Commercial invoice' }).click();
  const invoice = page.getByTestId('invoice-document');
  await expect(invoice.getByRole('heading', { name: 'Commercial Invoice' })).toBeVisible();
  await expect(invoice.getByTestId('invoice-declared')).toHaveText('$77.00');
  await expect(invoice).toContainText('CIF - Cost Insurance and Freight');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(errors).toEqual([]);
});

test('filters the seeded list and exports the filter as formula-safe CSV', async ({ page }) => {
  await signIn(page, 'admin', '/freight/list');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(26, { timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: 'Maersk', exact: true }).click();
  await expect(rows.nth(1)).toContainText('Maersk');
  await expect(rows.nth(2)).toContainText('Maersk');
  const texts = await rows.allInnerTexts();
  expect(texts.slice(1).every((row) => row.includes('Maersk'))).toBe(true);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  const lines = csv
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('Reference,Status,Mode,Carrier');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.split(',')[3] === 'Maersk')).toBe(true);
  expect(lines.some((line) => /(^|,)[=+@]/.test(line))).toBe(false);

  await page.getByRole('button', { name: /Declared value/ }).click();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Declared value');
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2000);
  await expectNoSeriousA11yViolations(page);
});

test('the same screens in Portuguese read and write numbers the Portuguese way', async ({ page }) => {
  await signIn(page, 'admin', '/freight/list');
  await page.evaluate(() => localStorage.setItem('freightdesk.locale.v1', 'pt'));
  await page.goto('/freight/new');
  await expect(page.getByRole('heading', { name: 'Novo embarque' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Incoterm' })).toHaveValue('CIF - Custo, Seguro e Frete');
  await page.getByRole('button', { name: 'Adicionar item' }).click();
  const line = page.getByTestId('line-0');
  await line.getByLabel('Quantidade').fill('1.5');
  await expect(line).toContainText('Não é um número na notação deste idioma');
  await line.getByLabel('Quantidade').fill('1,5');
  await line.getByLabel('Valor unitário').fill('19,99');
  await expect(page.getByTestId('total-totalCosts')).toHaveText(/US\$\s?29,98/);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/freight/list');
  await expect(page.getByRole('heading', { name: 'Embarques' })).toBeVisible();
  await page.goto('/pages/invoice?lang=pt');
  await expect(page.getByTestId('invoice-document').getByRole('heading', { name: 'Fatura Comercial' })).toBeVisible();
  await page.goto('/pages/invoice');
  await expect(page.getByTestId('invoice-document').getByRole('heading', { name: 'Commercial Invoice' })).toBeVisible();
});

test('the dashboard shows the freight figures', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await expect(page.getByRole('heading', { name: 'Shipments by status' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('declared-usd')).toContainText('$');
  await expect(page.getByTestId('declared-brl')).toContainText('R$');
  await expect(page.getByRole('heading', { name: 'Late arrivals' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a 390 px phone the filters fold behind one button and still filter', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, 'admin', '/freight/list');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Carrier' })).toBeHidden();
  await toggle.click();
  await page.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: 'Maersk', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  // One card per shipment on a phone, no sideways-scrolling table.
  await expect(page.getByTestId('freight-card').first()).toContainText('Maersk');
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
