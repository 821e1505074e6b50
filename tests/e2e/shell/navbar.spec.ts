import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';

test.describe('top navbar', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
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
      'Atividade',
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
