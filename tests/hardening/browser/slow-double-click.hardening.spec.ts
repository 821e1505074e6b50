import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../e2e/support/app';
import { plan } from '../support/hardening-report';
import { fillNewProduct } from './product-form';

/**
 * Five seconds of latency on every API call, and a double-click on buttons that write. The mock backend answers
 * inside the page through the global fetch, which the app reads at each call: once the mock is in place, the page's
 * fetch is wrapped to wait 5 s first. One record must come of each action, not two.
 */
const table = plan('browser', 'fault', 'latency and double-clicks', [
  'new product Save',
  'CSV import of 3 products',
] as const);

const LATENCY_MS = 5_000;

async function slowDown(page: Page): Promise<void> {
  await page.evaluate((ms) => {
    const answer = window.fetch.bind(window);
    // The test keeps the undelayed fetch to count what was stored.
    (window as unknown as { __undelayedFetch: typeof fetch }).__undelayedFetch = answer;
    window.fetch = (input, init) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => answer(input, init));
  }, LATENCY_MS);
}

/** How many products the backend holds with exactly this code (asked through the contract, with the session's token). */
async function countCode(page: Page, code: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    const raw = sessionStorage.getItem('freightdesk.auth.session') ?? localStorage.getItem('freightdesk.auth.session');
    const token = (JSON.parse(raw ?? '{}') as { accessToken?: string }).accessToken ?? '';
    const undelayed = (window as unknown as { __undelayedFetch: typeof fetch }).__undelayedFetch;
    const answer = await undelayed(`/api/products?q=${encodeURIComponent(wanted)}&pageSize=100`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    const page = (await answer.json()) as { items: { code: string }[] };
    return page.items.filter((p) => p.code === wanted).length;
  }, code);
}

test('a double-click on a slow write makes one record', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', '/product/list');
  await slowDown(page);
  const tag = String(Date.now() % 100_000);

  const code = `HX-DBL-${tag}`;
  try {
    await page.getByRole('link', { name: 'New product' }).click();
    await fillNewProduct(page, code, 'Double-clicked while slow');
    await page.getByRole('button', { name: 'Save', exact: true }).dblclick();
    await expect(page).toHaveURL(/\/product\/list/, { timeout: 30_000 });
    const count = await countCode(page, code);
    table.observe('new product Save', {
      lost: count === 0 ? 1 : 0,
      duplicated: Math.max(0, count - 1),
      seen: `${count} product(s) with the code after a double-click`,
    });
  } catch (error) {
    table.observe('new product Save', { lost: 1, seen: `could not run: ${String(error).slice(0, 200)}` });
  }

  const codes = [1, 2, 3].map((i) => `HX-IMP${i}-${tag}`);
  try {
    const header =
      'code,descriptionPt,descriptionEn,hsCode,ncmCode,unit,unitPrice,currency,netWeightKg,grossWeightKg,countryOfOrigin,active';
    const csv = [header, ...codes.map((c) => `${c},Café,Coffee,090111,09011110,kg,1.50,USD,1,1.1,BR,true`)].join('\n');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'i.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import 3 rows' }).dblclick();
    await expect(page.getByText('3 records imported.')).toBeVisible({ timeout: 30_000 });
    let total = 0;
    for (const c of codes) total += await countCode(page, c);
    table.observe('CSV import of 3 products', {
      lost: Math.max(0, 3 - total),
      duplicated: Math.max(0, total - 3),
      seen: `${total} product(s) of the 3 codes after a double-click`,
    });
  } catch (error) {
    table.observe('CSV import of 3 products', { lost: 1, seen: `could not run: ${String(error).slice(0, 200)}` });
  }
});
