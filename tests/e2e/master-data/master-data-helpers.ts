import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, signIn } from '../support/app';

/** The rows of a shared list screen (`listId` is the list's config id: 'products', 'contacts'). */
export function listRows(page: Page, listId: string): Locator {
  return page.getByTestId(`${listId}-table`).getByTestId('list-row');
}

/** Types into the list's search box and waits until the debounced text reached the URL. */
export async function searchList(page: Page, listId: string, text: string): Promise<void> {
  await page.getByTestId(`${listId}-search`).fill(text);
  await expect(page).toHaveURL((url) => {
    const q = url.searchParams.get('q');
    return text === '' ? q === null : q === text || q === JSON.stringify(text);
  });
}

export async function openNewRecord(page: Page, linkName: string): Promise<void> {
  await page.getByRole('link', { name: linkName }).click();
  await expect(page.getByRole('heading', { name: linkName })).toBeVisible();
}

/** Saves a master-data form and waits for the list it returns to. */
export async function saveAndReturnToList(page: Page, listId: string, saveLabel = 'Save'): Promise<void> {
  await page.getByRole('button', { name: saveLabel, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${listId.replace(/s$/, '')}/list`));
  await expect(page.getByTestId(`${listId}-table`)).toBeVisible();
}

/** The "of N" of the list's summary line. */
export async function listTotal(page: Page): Promise<number> {
  // While a list reloads it keeps showing the previous answer: wait for the current one.
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
  const summary = page.getByTestId('list-summary');
  await expect(summary).toHaveText(/of \d+$/);
  return Number((await summary.innerText()).split(' of ')[1]);
}

/** Exports every row matching the list's search and returns the file's text without its BOM. */
export async function exportMatching(page: Page, total: number): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('menuitem', { name: `All matching rows (${total})` }).click();
  const path = (await (await download).path()) ?? '';
  return (await readFile(path, 'utf8')).replace(/^\ufeff/, '');
}

/** Opens the import dialog, picks `csv` and waits for the preview of its `rows` rows; returns the dialog. */
export async function previewImport(page: Page, dialogName: string, csv: string, rows: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'import.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(dialog.getByTestId('csv-import-count')).toHaveText(`${rows} ${rows === 1 ? 'row' : 'rows'} in the file`);
  await expect(dialog.getByRole('table', { name: 'Preview of the first rows' }).getByRole('row')).toHaveCount(
    Math.min(rows, 5) + 1,
  );
  await expect(dialog.getByTestId('csv-import-problems')).toHaveCount(0);
  return dialog;
}

/** Signs in as an admin straight onto `path`; returns the page errors collected from then on. */
export async function openAsAdmin(page: Page, path: string): Promise<string[]> {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', path);
  return errors;
}

/** Deletes the row named `name` through its confirmation (cancelled once first when `cancelFirst`). */
export async function deleteRow(page: Page, name: string, cancelFirst = false): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
  const open = () => page.getByRole('button', { name: `Delete ${name}` }).click();
  await open();
  await expect(dialog).toContainText(`“${name}” will be deleted.`);
  if (cancelFirst) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await open();
  }
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
}
