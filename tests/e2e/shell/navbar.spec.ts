import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';

test.describe('top navbar', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('main search groups Pages, Files and Contacts, 4 each, and says No Result', async ({ page }) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search pages, files and contacts' });
    const input = dialog.getByRole('textbox', { name: 'Search text' });
    await input.fill('a');
    for (const group of ['pages', 'files', 'contacts']) {
      await expect(dialog.getByTestId(`main-search-${group}`).getByRole('listitem')).toHaveCount(4);
    }
    await input.fill('santos');
    await expect(dialog.getByTestId('main-search-pages')).toContainText('No Result');
    await expect(dialog.getByTestId('main-search-files')).toContainText('Packing list Santos.xlsx');
    await expect(dialog.getByTestId('main-search-contacts')).toContainText('Santos Customs Brokers');
    await input.fill('zzzz');
    await expect(dialog.getByText('No Result')).toHaveCount(3);
    await input.fill('freight');
    await dialog
      .getByRole('button', { name: /^Freight/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/freight\/list/);
  });

  test('the language switch changes the menu and the whole UI live, and persists', async ({ page }) => {
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(sidebar.getByRole('link')).toHaveText([
      'FreightDesk',
      'Painel',
      'Frete',
      'Usuário',
      'Produtos',
      'Contatos',
    ]);
    await expect(sidebar.getByText('Configurar')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Pesquisar favoritos' })).toBeVisible();
    await expect(page.getByTestId('app-footer')).toContainText('Todos os direitos reservados');
    await page.reload();
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Painel' })).toBeVisible();
  });

  test('the user dropdown shows name, role and initials; Sair goes to the login page', async ({ page }) => {
    const trigger = page.getByTestId('user-menu');
    await expect(trigger).toContainText('Admin');
    const avatar = trigger.locator('[data-size="default"]');
    await expect(avatar).toHaveText('A');
    const box = await avatar.boundingBox();
    expect(box?.width).toBe(32);
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/pages\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/pages\/login/);
  });
});
