import { expect, test, type Page } from '@playwright/test';
import { seededRateOn } from '../../../src/adapters/mock/fixtures/exchange-rates.fixture';
import { brasiliaDay } from '../../../src/domain/trade/brasilia-day';
import { ptaxDateFor } from '../../../src/domain/trade/exchange-rate-quote';
import { formatDate, formatRate } from '../../../src/ui/components/format-freight';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';

// The built app in http mode against the Node server on PGlite, seeded with the demo data. Each run uses a new
// data folder; names carry the run's time so a record made here is the only one of its name.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

const run = Date.now().toString(36).toUpperCase();
const productCode = `HTTP-${run}`;
const company = `Http Export ${run} Ltda`;

async function pick(page: Page, name: RegExp | string, text: string, option: RegExp | string): Promise<void> {
  const field = page.getByRole('combobox', { name });
  await field.click();
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('signs in, creates a product and a contact, books a shipment with them, prints its invoice, signs out', async ({
  page,
  browser,
}) => {
  const errors = collectPageErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === (process.env.E2E_API_PORT ?? '8787')) apiCalls.push(request.url());
  });
  await signIn(page, 'admin', '/product/list');

  await page.getByRole('link', { name: 'New product' }).click();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Code').fill(productCode);
  await field('Description (English)').fill('Roasted coffee, http run');
  await field('HS code').fill('090121');
  await field('NCM').fill('09012100');
  await field('Unit price').fill('14.5');
  await field('Net weight per unit (kg)').fill('1');
  await field('Gross weight per unit (kg)').fill('1.1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/list/);

  await page.goto('/contact/list');
  await page.getByRole('link', { name: 'New contact' }).click();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Iara');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Http');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill(company);
  await pick(page, 'Country', 'Brazil', /Brazil/);
  await page.getByRole('checkbox', { name: 'Shipper' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/list/);

  await page.goto('/freight/new');
  await expect(page.getByRole('heading', { name: 'New shipment' })).toBeVisible();
  // The rate is the PTAX the server fetched (from the stand-in service, with the seeded figures) for the rule's day.
  const ruleDay = ptaxDateFor(brasiliaDay(new Date()));
  const ptaxDay = ruleDay.ok ? ruleDay.value : '';
  const ptax = seededRateOn('USD', ptaxDay) ?? 0;
  await expect(page.getByRole('textbox', { name: 'Exchange rate (BRL per unit)' })).toHaveAccessibleDescription(
    `PTAX buy rate of ${formatDate('en-US', ptaxDay)} (Banco Central do Brasil).`,
  );
  await pick(page, /Shipper/, run, new RegExp(company));
  const consignee = page.getByRole('combobox', { name: /Consignee/ });
  await consignee.click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Add line' }).click();
  const line = page.getByTestId('line-0');
  const product = line.getByRole('combobox', { name: /Product/ });
  await product.click();
  await product.fill(productCode);
  await page
    .getByRole('option', { name: new RegExp(productCode) })
    .first()
    .click();
  await expect(line.getByLabel('HS code')).toHaveValue('090121');
  await line.getByLabel('Quantity').fill('10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/freight\/fr-/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const confirmBooking = page.getByRole('dialog', { name: 'Book this shipment?' });
  await expect(confirmBooking).toContainText('locks its invoice');
  await confirmBooking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('status-timeline')).toContainText('Booked');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Commercial invoice' }).click();
  const invoice = page.getByTestId('invoice-document');
  await expect(invoice.getByRole('heading', { name: 'Commercial Invoice' })).toBeVisible();
  await expect(invoice).toContainText(company);
  await expect(invoice).toContainText('Roasted coffee, http run');
  await expect(invoice.getByTestId('invoice-rate')).toHaveText(
    `PTAX buy rate of ${formatDate('en-US', ptaxDay)}: ${formatRate('en-US', ptax)}`,
  );
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The user menu's code is fetched on its first use, and a press that lands while it swaps in can be lost: the
  // menu is opened and Sair pressed again until the sign-in page shows.
  const signOut = page.getByRole('menuitem', { name: 'Sair' });
  await expect(async () => {
    if (!(await signOut.isVisible())) await page.getByTestId('user-menu').click({ timeout: 5_000 });
    await signOut.click({ timeout: 5_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/pages/login', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto('/freight/list');
  await expect(page).toHaveURL((url) => url.pathname === '/pages/login');

  expect(apiCalls.some((url) => url.includes('/api/freight'))).toBe(true);
  expect(errors).toEqual([]);

  // Kept by the server, not the browser: another browser signing in as someone else finds the shipment.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'staff', '/freight/list');
  await other.getByRole('searchbox', { name: /Search/ }).fill(company);
  await expect(other.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(other.getByRole('table').getByRole('row').nth(1)).toContainText('Booked');
});
