import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy machines room.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

const FIXTURE = fileURLToPath(new URL('../../fixtures/nfe/export-authorised.xml', import.meta.url));
/** A folder to write screenshots of the result to, for a person to look at (never committed). */
const SHOTS = process.env.NFE_SCREENSHOTS;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
    await page.getByTestId('nfe-filled').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png` });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));
}

test('the NF-e of the shipper fills the lines of a new shipment', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/contact/list');

  // The NF-e's issuer: the shipper must have its CNPJ.
  await page.goto('/contact/new');
  const fields = { Company: 'Café Serra Azul Exportadora', City: 'Santos', 'Tax id': '11.222.333/0001-81' };
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Country' }).fill('Brazil');
  await page
    .getByRole('option', { name: /^Brazil/ })
    .first()
    .click();
  await page.getByRole('checkbox', { name: 'Shipper' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/list/);

  await page.goto('/freight/new');
  await page.getByRole('combobox', { name: /Shipper/ }).fill('Café Serra Azul');
  await page
    .getByRole('option', { name: /Café Serra Azul/ })
    .first()
    .click();
  // The dollar's rate comes from the mock's table; the values are converted at it.
  await expect(page.getByRole('textbox', { name: 'Exchange rate (BRL per unit)' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Keep dry');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import NF-e (XML)' }).click();
  await (await chooser).setFiles(FIXTURE);

  const filled = page.getByTestId('nfe-filled');
  await expect(filled).toContainText('3 lines filled from the NF-e');
  await expect(filled).toContainText('3526 0311 2223 3300 0181 5500 1000 0045 2113 0481 7269');
  const line = (index: number, label: string) => page.getByTestId(`line-${index}`).getByLabel(label, { exact: false });
  await expect(line(0, 'Quantity').first()).toHaveValue('6000');
  await expect(line(0, 'NCM').first()).toHaveValue('09011110');
  await expect(line(1, 'Quantity').first()).toHaveValue('1200');
  await expect(line(2, 'NCM').first()).toHaveValue('48191000');
  await expect(line(2, 'Unit').first()).toHaveValue('pcs');
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Keep dry');

  await shoot(page, 'nfe-filled-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'nfe-filled-390');
  expect(errors).toEqual([]);
});
