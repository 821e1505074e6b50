import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, signIn } from '../support/app';
import { startFakePtaxService, type FakePtaxService } from '../../server/fake-ptax-service';
import { searchList } from '../master-data/master-data-helpers';
import { answerPtaxLocally } from './firebase-helpers';

// Firebase mode: the freight screens on Firestore (emulator) with the contacts and products that
// seed-emulators.ts wrote. Tests share the emulators' data, so each one names what it made.
test.describe.configure({ timeout: 90_000 }); // ~15 s each on two idle cores; room for a busy CI machine

// Booking takes the invoice date's PTAX, which the browser asks the Banco Central for in this mode.
let ptax: FakePtaxService;
test.beforeAll(async () => {
  ptax = await startFakePtaxService();
});
test.afterAll(() => ptax.close());
test.beforeEach(({ page }) => answerPtaxLocally(page, ptax));

/**
 * Types into a searchable picker until `option` is the only match, and chooses it with the keyboard
 * (a dropdown near the bottom of the window can be drawn hidden while the page settles; keys still work).
 */
async function pick(page: Page, picker: Locator, typed: string, option: string): Promise<void> {
  await picker.click();
  await picker.fill(typed);
  // The option names the party, then tells namesakes apart by city and tax id.
  await expect(page.getByRole('option')).toHaveText([new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)]);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue(option);
}

/** Adds an invoice line, sets its quantity, then fills it from the product picker (weights follow the quantity). */
async function addProductLine(page: Page, index: number, product: string, quantity: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add line' }).click();
  const line = page.getByTestId(`line-${index}`);
  await line.getByLabel('Quantity', { exact: false }).fill(quantity);
  await pick(page, line.getByRole('combobox', { name: 'Product' }), product.split(' ')[0] ?? '', product);
  return line;
}

test('staff prepare a shipment from the pickers, book it and print its invoice', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'staff', '/freight/new');
  await expect(page.getByRole('heading', { name: 'New shipment' })).toBeVisible();

  await pick(page, page.getByRole('combobox', { name: /Shipper/ }), 'Café', 'Café Santos Exportadora Ltda (BR)');
  await pick(page, page.getByRole('combobox', { name: /Consignee/ }), 'hamburg', 'Hamburg Kaffee Import GmbH (DE)');
  await expect(page.getByRole('combobox', { name: /Final destination country/ })).toHaveValue(/Germany/);
  await page.getByLabel('Freight value (USD)').fill('25');

  const coffee = await addProductLine(page, 0, 'CF-001 · Green coffee beans, not roasted', '60');
  await expect(coffee.getByLabel('Description', { exact: false })).toHaveValue('Green coffee beans, not roasted');
  await expect(coffee.getByLabel('HS code', { exact: false })).toHaveValue('090111');
  await expect(coffee.getByLabel('Unit value', { exact: false })).toHaveValue('4.25');
  await addProductLine(page, 1, 'CA-700 · Cachaça 700 ml', '12');

  // 60 x 4.25 = 255.00; 12 x 12.34 = 148.08; CIF adds the freight of 25.00. Gross 60 x 1.02 + 12 x 1.5.
  await expect(page.getByTestId('total-totalLineItems')).toHaveText('2');
  await expect(page.getByTestId('total-totalCosts')).toHaveText('$403.08');
  await expect(page.getByTestId('total-totalDeclaredValue')).toHaveText('$428.08');
  await expect(page.getByTestId('total-totalGrossWeight')).toHaveText('79.2 kg');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const reference = page.getByRole('heading', { level: 1 });
  await expect(reference).toHaveText(/^FR-\d{4}-\d{6}$/);
  const saved = (await reference.innerText()).trim();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('Created by Staff')).toBeVisible();

  await page.getByRole('button', { name: 'Book' }).click();
  const confirmBooking = page.getByRole('dialog', { name: 'Book this shipment?' });
  await expect(confirmBooking).toContainText('locks its invoice');
  await confirmBooking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Booked', { exact: true }).first()).toBeVisible();
  const timeline = page.getByTestId('status-timeline');
  await expect(timeline).toContainText('Booked');
  await expect(timeline).toContainText(/\d{4}.*· Staff/);
  // The booking was written: it is still there after a reload.
  await page.reload();
  await expect(page.getByTestId('status-timeline')).toContainText('Staff');

  await page.getByRole('link', { name: 'Commercial invoice' }).click();
  const invoice = page.getByTestId('invoice-document');
  await expect(invoice.getByRole('heading', { name: 'Commercial Invoice' })).toBeVisible();
  // A booked shipment's invoice carries the invoice number booking gave it.
  await expect(invoice).toContainText(/INV-\d{4}-\d{6}/);
  await expect(invoice).toContainText('Café Santos Exportadora Ltda');
  await expect(invoice).toContainText('Hamburg Kaffee Import GmbH');
  await expect(invoice).toContainText('Green coffee beans, not roasted');
  await expect(invoice).toContainText('090111 / 09011110');
  await expect(invoice.getByTestId('invoice-declared')).toHaveText('$428.08');
  await expect(invoice).toContainText('79.2 kg');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();

  // The list shows it, and the status filter keeps it among the booked and drops it from the drafts.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/freight/list');
  const row = page.getByTestId('freight-table').getByRole('row').filter({ hasText: saved });
  await expect(row).toContainText('Booked');
  await expect(row).toContainText('Hamburg Kaffee Import GmbH');
  await expect(row).toContainText('$428.08');
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.click({ force: true }); // Mantine's pill box lies over the non-searchable input
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await page.getByRole('option', { name: 'Booked', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(row).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a contact named on a shipment is not deleted', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/freight/new');
  await pick(page, page.getByRole('combobox', { name: /Shipper/ }), 'Boa Vista', 'Fazenda Boa Vista Ltda (BR)');
  await pick(page, page.getByRole('combobox', { name: /Consignee/ }), 'Lisboa', 'Lisboa Foods Lda (PT)');
  await addProductLine(page, 0, 'CF-002 · Roasted coffee beans', '10');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^FR-\d{4}-\d{6}$/);

  await page.goto('/contact/list');
  await searchList(page, 'contacts', 'Boa Vista');
  // As a person would, the list is let to settle on what the search found before a row is acted on.
  await expect(page.getByTestId('contacts-table').getByTestId('list-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete Fazenda Boa Vista Ltda (João Pereira)' }).click();
  await page.getByRole('dialog', { name: 'Delete this record?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Used by 1 shipment.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('contacts-table').getByTestId('list-row')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the dashboard counts the shipments made above from Firestore aggregation queries', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'staff', '/');
  // The shipments of the tests above: one booked for Germany, one draft for Portugal (at least: tests share data).
  const counts = page.getByTestId('status-counts');
  await expect(counts.getByRole('row').filter({ hasText: 'Total' })).toHaveText(/Total\s*([2-9]|\d{2,})$/);
  await expect(counts.getByRole('row').filter({ hasText: 'Booked' })).not.toHaveText(/Booked\s*0$/);
  await expect(page.getByText('Germany', { exact: true })).toBeVisible();
  await expect(page.getByText('Portugal', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
