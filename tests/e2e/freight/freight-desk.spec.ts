import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy CI machines room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

async function pickFirst(page: Page, field: Locator): Promise<void> {
  await field.click();
  await page.getByRole('option').first().click();
}

/** The shipment count the list announces ("1,234 shipments"). */
async function shipmentCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('freight-total').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('a line made from a product: raising its quantity raises its weights, and the invoice prints them', async ({
  page,
}) => {
  await signIn(page, 'admin', '/freight/new');
  await pickFirst(page, page.getByRole('combobox', { name: /Shipper/ }));
  await pickFirst(page, page.getByRole('combobox', { name: /Consignee/ }));
  await page.getByRole('button', { name: 'Add line' }).click();
  const line = page.getByTestId('line-0');
  // "Add line" leaves the focus in the new line's product picker.
  await expect(line.getByRole('combobox', { name: 'Product' })).toBeFocused();
  await pickFirst(page, line.getByRole('combobox', { name: 'Product' }));
  const net = line.getByLabel('Net kg');
  const unitNet = Number((await net.inputValue()) || '0');
  expect(unitNet).toBeGreaterThan(0);

  await line.getByLabel('Quantity').fill('2000');
  await expect(net).toHaveValue(String(Math.round(unitNet * 2000 * 1000) / 1000));
  const expectedNet = await net.inputValue();
  const expectedGross = await line.getByLabel('Gross kg').inputValue();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/freight\/fr-/);

  await page.getByRole('link', { name: 'Commercial invoice' }).click();
  const invoice = page.getByTestId('invoice-document');
  const kg = (value: string) => `${Number(value).toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`;
  await expect(invoice).toContainText(kg(expectedNet));
  await expect(invoice).toContainText(kg(expectedGross));
});

test('two statuses combine: the rows of both, in the URL as repeated keys', async ({ page }) => {
  await signIn(page, 'admin', '/freight/list?status=in_transit');
  await expect(page.getByTestId('freight-total')).toContainText('shipment');
  const inTransit = await shipmentCount(page);
  await page.goto('/freight/list?status=customs');
  await expect(page.getByTestId('freight-total')).toContainText('shipment');
  const customs = await shipmentCount(page);

  await page.goto('/freight/list');
  // As a person does on the keyboard: focus the field, type to narrow, Enter picks; then the second.
  const status = page.getByRole('combobox', { name: 'Status' });
  // Enter only once the option typed for is offered, as a person sees it before pressing (the list reloads between
  // the two picks and may redraw the field meanwhile).
  await status.click();
  await status.pressSequentially('In tra');
  await expect(page.getByRole('option', { name: 'In transit' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/status=in_transit/);
  await expect(status).toBeFocused();
  await status.pressSequentially('Custo');
  await expect(page.getByRole('option', { name: 'Customs' })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=in_transit&status=customs/);
  await expect.poll(() => shipmentCount(page)).toBe(inTransit + customs);
  const shown = page.getByTestId('freight-row');
  await expect(shown.first()).toBeVisible();
  const texts = await shown.allTextContents();
  expect(texts.every((row) => /In transit|Customs/.test(row))).toBe(true);
  expect(texts.some((row) => row.includes('In transit'))).toBe(inTransit > 0);
});

test('filters survive going into a shipment and Back, and a copied URL opens the same list', async ({ page }) => {
  await signIn(page, 'admin', '/freight/list?mode=sea&sort=declaredValue&dir=desc&pageSize=10&page=2');
  await expect(page.getByTestId('freight-row')).toHaveCount(10);
  const firstRow = await page.getByTestId('freight-row').first().textContent();
  const url = page.url();
  await page.getByTestId('freight-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/freight\/fr-/);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('freight-row').first()).toHaveText(firstRow ?? '');
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Declared value');

  const colleague = await (await page.context().browser()!.newContext()).newPage();
  await signIn(colleague, 'staff', '/freight/list');
  await colleague.goto(url);
  await expect(colleague.getByTestId('freight-row').first()).toHaveText(firstRow ?? '');
  await expectNoSeriousA11yViolations(page);
});

test('a Portuguese screen in an English browser shows and takes dates as dd/mm/aaaa', async ({ page }) => {
  await signIn(page, 'admin', '/freight/list');
  await page.evaluate(() => localStorage.setItem('freightdesk.locale.v1', 'pt'));
  await page.goto('/freight/new');
  const shipDate = page.getByRole('textbox', { name: 'Data de embarque' });
  await expect(shipDate).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await shipDate.fill('25/12/2026');
  await shipDate.blur();
  await expect(shipDate).toHaveValue('25/12/2026');
  await expectNoSeriousA11yViolations(page);
});

test('departing asks for the actual day and the history shows it', async ({ page }) => {
  await signIn(page, 'staff', '/freight/list?status=booked');
  await page.getByTestId('freight-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/freight\/fr-/);
  await page.getByRole('button', { name: 'Mark departed' }).click();
  const ask = page.getByRole('dialog', { name: 'Mark the shipment departed' });
  const day = ask.getByRole('textbox', { name: /Actual departure date/ });
  await expect(day).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Mark departed' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('status-timeline')).toContainText('In transit');
});
