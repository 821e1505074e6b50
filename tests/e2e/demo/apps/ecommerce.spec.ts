import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test('e-commerce demo: shop, wishlist, product detail and checkout', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, '/ecommerce-dashboard');
  await expect(page.getByText('Products', { exact: true })).toBeVisible({ timeout: FIRST_LOAD });
  await page.goto('/ecommerce/shop');
  await expect(page.locator('[data-testid^="product-"]')).toHaveCount(16);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search products').fill('strap');
  await expect(page.locator('[data-testid^="product-"]')).toHaveCount(1);
  await page.getByTestId('product-6').getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('product-6').getByRole('button', { name: 'Add to wish list' }).click();
  await expect(page.getByRole('link', { name: 'View cart (1)' })).toBeVisible();

  await page.getByRole('link', { name: 'Wish list' }).click();
  await expect(page.getByTestId('product-6')).toBeVisible();
  await page.getByRole('link', { name: 'Ratchet strap, 10 m' }).click();
  await expect(page).toHaveURL(/product-detail\?slug=ratchet-strap-10-m/);
  await expect(page.getByRole('heading', { name: 'Ratchet strap, 10 m' })).toBeVisible();

  await page.getByRole('link', { name: 'In cart' }).click();
  await page.getByRole('textbox', { name: 'Quantity of Ratchet strap, 10 m' }).fill('3');
  // 3 x 19.90 = 59.70 + 25.00 shipping + 5.97 tax = 90.67
  await expect(page.getByTestId('order-total')).toHaveText('$90.67');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Full name').fill('Ana Freitas');
  await page.getByLabel('Phone').fill('+55 13 5555 0101');
  await page.getByLabel('Street and number').fill('Rua do Porto 10');
  await page.getByLabel('City').fill('Santos');
  await page.getByLabel('Postal code').fill('11010-000');
  await page.getByLabel('Country').fill('Brazil');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Not valid')).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Thank you! Your order has been placed.')).toBeVisible();
  expect(errors).toEqual([]);
});
