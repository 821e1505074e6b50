import type { Page } from '@playwright/test';

/** Fills the open new-product form with a valid product of this code and English description. */
export async function fillNewProduct(page: Page, code: string, description: string): Promise<void> {
  const fields: Record<string, string> = {
    Code: code,
    'Description (English)': description,
    'HS code': '090111',
    'Unit price': '1',
    'Net weight per unit (kg)': '1',
    'Gross weight per unit (kg)': '1',
  };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
}
