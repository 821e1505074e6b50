import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, signIn } from '../support/app';

// The first load seeds 2,000 shipments in the browser; give busy CI machines room.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

test('Ctrl+K, a reference typed, Enter: the shipment opens', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page, 'admin', '/freight/list?status=booked');
  const first = page.getByTestId('freight-row').first().getByRole('link').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const reference = ((await first.textContent()) ?? '').trim();
  const href = (await first.getAttribute('href')) ?? '';
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Search shipments, contacts, products, screens and commands' });
  await expect(search).toBeFocused();
  await search.pressSequentially(reference);
  await expect(page.getByTestId(/^palette-shipment-/).first()).toContainText(reference);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByText(reference).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the navbar’s search box opens the palette in Portuguese; its commands switch the theme', async ({ page }) => {
  await signIn(page, 'admin', '/');
  await page.evaluate(() => localStorage.setItem('freightdesk.locale.v1', 'pt'));
  await page.reload();
  await page.getByRole('button', { name: 'Pesquisa e comandos (Ctrl+K)' }).click();
  const search = page.getByRole('textbox', { name: /Pesquisar embarques, contatos/ });
  await search.fill('escuro');
  await expect(page.getByTestId('palette-theme')).toHaveText(/Mudar para o tema escuro/);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(search).toBeHidden();
});

test('/ goes to the list’s search, ? lists the shortcuts, Esc closes them', async ({ page }) => {
  await signIn(page, 'admin', '/product/list');
  const search = page.getByTestId('products-search');
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('coffee');
  await expect(page).toHaveURL(/q=coffee/);
  await search.blur();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('New record on a list');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/product\/new/);
});
