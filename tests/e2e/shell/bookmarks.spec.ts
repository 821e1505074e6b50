import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/app';

const search = (page: Page) => page.getByRole('combobox', { name: 'Search bookmarks' });
const bar = (page: Page) => page.getByTestId('bookmark-bar');

async function toggleStar(page: Page, title: string) {
  await search(page).fill(title);
  const option = page.getByRole('option', { name: new RegExp(`^${title}( \\(starred\\))?$`) });
  const before = await option.getByTestId('bookmark-star').getAttribute('data-starred');
  await option.getByTestId('bookmark-star').click();
  await expect(option.getByTestId('bookmark-star')).not.toHaveAttribute('data-starred', before ?? '');
}

test.describe('bookmarks', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('starts with the four starred template pages in the bar', async ({ page }) => {
    await expect(bar(page).getByTestId('starred-bookmark')).toHaveCount(4);
    await expect(bar(page).getByRole('link', { name: 'Email' })).toHaveAttribute('href', '/email/inbox');
  });

  test('shows at most 10 starred, the rest in the overflow, and promotes the first overflow item', async ({ page }) => {
    for (const title of ['Dashboard', 'Freight', 'Users', 'Produtos', 'Contatos', 'Invoice', 'Shop'])
      await toggleStar(page, title);
    await page.keyboard.press('Escape');
    await expect(bar(page).getByTestId('starred-bookmark')).toHaveCount(10);
    await expect(bar(page).getByRole('link', { name: 'Shop' })).toHaveCount(0);
    await bar(page).getByRole('button', { name: 'More bookmarks (1)' }).click();
    await expect(page.getByTestId('bookmark-overflow').getByRole('menuitem')).toHaveText(['Shop']);
    await page.keyboard.press('Escape');

    await toggleStar(page, 'Freight');
    await page.keyboard.press('Escape');
    await expect(bar(page).getByTestId('starred-bookmark')).toHaveCount(10);
    await expect(bar(page).getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(bar(page).getByRole('link', { name: 'Freight', exact: true })).toHaveCount(0);
    await expect(bar(page).getByRole('button', { name: /More bookmarks/ })).toHaveCount(0);
  });

  test('suggests 100 bookmarks with no text and 6 while typing', async ({ page }) => {
    await search(page).click();
    await expect(page.getByRole('option')).toHaveCount(100);
    await search(page).fill('e');
    await expect(page.getByRole('option')).toHaveCount(6);
    await search(page).fill('zzzz');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.getByText('No bookmark matches')).toBeVisible();
  });

  test('keyboard: arrows move, Shift+Enter stars, Enter opens the page', async ({ page }) => {
    await search(page).fill('Produtos');
    await search(page).press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Produtos' })).toHaveAttribute('aria-selected', 'true');
    await search(page).press('Shift+Enter');
    await expect(bar(page).getByRole('link', { name: 'Produtos' })).toBeVisible();
    await search(page).fill('Calendar');
    await search(page).press('ArrowDown');
    await search(page).press('ArrowDown');
    await search(page).press('ArrowUp');
    await search(page).press('Enter');
    await expect(page).toHaveURL(/\/calendar$/);
  });
});
