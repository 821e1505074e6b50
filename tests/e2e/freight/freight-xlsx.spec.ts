import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy CI machines room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

async function downloadedSheet(page: Page, click: () => Promise<void>): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  const bytes = await readFile((await file.path()) ?? '');
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

test('exports the filtered freight list to Excel: the same rows, numeric cells and date cells', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/freight/list?status=draft&sort=reference&dir=asc');
  const rows = page.getByTestId('freight-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Carrier' }).click();
  await page.getByRole('option', { name: 'Maersk', exact: true }).click();
  await expect(page).toHaveURL(/carrier=Maersk/);
  const total = Number(((await page.getByTestId('freight-total').innerText()).match(/\d+/) ?? ['0'])[0]);
  expect(total).toBeGreaterThan(0);
  const shown = (
    await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('a')?.textContent?.trim() ?? ''))
  ).filter(Boolean);

  const sheet = await downloadedSheet(page, () => page.getByRole('button', { name: 'Export Excel' }).click());
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 4)).toEqual(['Reference', 'Status', 'Mode', 'Carrier']);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const col = (name: string) => header.indexOf(name) + 1;
  const body = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  // Every matching shipment, in the list's order: the first page on screen opens the sheet.
  expect(body).toHaveLength(total);
  expect(body.slice(0, shown.length).map((r) => r.getCell(col('Reference')).value)).toEqual(shown);
  expect(body.every((r) => r.getCell(col('Carrier')).value === 'Maersk')).toBe(true);
  expect(body.every((r) => r.getCell(col('Status')).value === 'draft')).toBe(true);
  for (const name of ['Goods value', 'Declared value', 'Packages', 'Gross weight (kg)']) {
    const cell = body[0]!.getCell(col(name));
    expect(typeof cell.value, name).toBe('number');
    expect(cell.numFmt, name).toMatch(/^#,##0/);
  }
  const dated = body.map((r) => r.getCell(col('Ship date')).value).filter((v) => v !== null);
  expect(dated.length).toBeGreaterThan(0);
  expect(dated.every((v) => v instanceof Date)).toBe(true);
  await expect(page.getByText(`${total} ${total === 1 ? 'row' : 'rows'} exported`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a product list exported to Excel imports back through the preview, headers in Portuguese', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/product/list');
  await page.evaluate(() => localStorage.setItem('freightdesk.locale.v1', 'pt'));
  await page.goto('/product/list?q=coffee');
  await expect(page.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await expect(page.getByTestId('list-summary')).toHaveText(/de \d+$/);
  const total = Number((await page.getByTestId('list-summary').innerText()).split(' de ')[1]);
  expect(total).toBeGreaterThan(0);

  const sheet = await downloadedSheet(page, async () => {
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    await page.getByRole('menuitem', { name: `Todas as linhas encontradas (${total})` }).click();
  });
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Código', 'Descrição (português)', 'Descrição (inglês)']);
  expect(typeof sheet.getRow(2).getCell(header.indexOf('Preço unitário') + 1).value).toBe('number');
  // New codes, so the import adds records instead of being refused for taken codes.
  for (let r = 2; r <= sheet.rowCount; r += 1) sheet.getRow(r).getCell(1).value = `XL-${r}`;
  const buffer = Buffer.from(await sheet.workbook.xlsx.writeBuffer());

  await page.getByRole('button', { name: 'Importar CSV ou Excel' }).click();
  const dialog = page.getByRole('dialog', { name: /Importar/ });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'produtos.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(dialog.getByTestId('csv-import-count')).toHaveText(
    `${total} ${total === 1 ? 'linha' : 'linhas'} no arquivo`,
  );
  await expect(dialog.getByTestId('csv-import-problems')).toHaveCount(0);
  await expect(dialog.getByRole('table')).toContainText('XL-2');
  await dialog.getByRole('button', { name: /^Importar \d+ linhas?$/ }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/product/list?q=XL-');
  await expect(page.getByTestId('list-summary')).toHaveText(new RegExp(`de ${total}$`));
  expect(errors).toEqual([]);
});

test('an Excel file with a bad row shows the same per-row problems as a CSV', async ({ page }) => {
  await signIn(page, 'admin', '/product/list');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow([
    'Code',
    'Description (Portuguese)',
    'Description (English)',
    'HS code',
    'NCM code',
    'Unit',
    'Unit price',
    'Currency',
    'Net weight (kg)',
    'Gross weight (kg)',
    'Country of origin',
    'Active',
  ]);
  sheet.addRow(['XB-1', 'Café', 'Coffee', '090111', '09011110', 'kg', 12.5, 'USD', 1, 1.1, 'BR', true]);
  sheet.addRow(['XB-2', 'Chá', 'Tea', '090210', '09021000', 'kg', 'lots', 'USD', 1, 1.1, 'BR', true]);
  await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
  const dialog = page.getByRole('dialog', { name: /Import/ });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'products.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(dialog.getByTestId('csv-import-count')).toHaveText('2 rows in the file');
  await expect(dialog.getByTestId('csv-import-problems')).toContainText('Row 2, unitPrice');
  await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});

test('a Portuguese CSV export uses the semicolon and a byte-order mark, and imports back', async ({ page }) => {
  await signIn(page, 'admin', '/contact/list');
  await page.evaluate(() => localStorage.setItem('freightdesk.locale.v1', 'pt'));
  await page.goto('/contact/list?q=Tanaka');
  await expect(page.getByTestId('list-summary')).toHaveText(/de \d+$/);
  const total = Number((await page.getByTestId('list-summary').innerText()).split(' de ')[1]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await page.getByRole('menuitem', { name: `Todas as linhas encontradas (${total})` }).click();
  const text = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'firstname;lastname;company;address;city;state;zip;country;phone;fax;email;web;taxId;roles;active',
  );
  expect(lines).toHaveLength(total + 1);

  await page.getByRole('button', { name: 'Importar CSV ou Excel' }).click();
  const dialog = page.getByRole('dialog', { name: /Importar/ });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'contatos.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await expect(dialog.getByTestId('csv-import-count')).toHaveText(
    `${total} ${total === 1 ? 'linha' : 'linhas'} no arquivo`,
  );
  await expect(dialog.getByTestId('csv-import-problems')).toHaveCount(0);
});
