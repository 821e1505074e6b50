import { expect, test } from '@playwright/test';
import { DEMO_USERS, expectNoSeriousA11yViolations, signIn } from '../support/app';
import { searchList } from '../master-data/master-data-helpers';
import { signInAgainToDraft, typeIntoFirstProduct } from '../support/idle-draft';

// The default idle limit is 8 hours of no input in any tab. The page clock jumps past it; the app signs out,
// keeping what the open product form held for the same person, and offers it back after signing in again.
test('an idle sign-out keeps what was typed into a product form, to restore and save after signing in', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'admin', '/product/list');
  await searchList(page, 'products', 'coffee');
  await expect(page.getByTestId('list-summary')).toHaveText('1–6 of 6');
  const draft = await typeIntoFirstProduct(page, 'Coffee typed before the idle sign-out');
  const { code, description } = draft;

  await page.clock.fastForward('08:01:00');
  await expect(page.getByText('Your session ended after a period of inactivity.')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/login/);
  await expectNoSeriousA11yViolations(page);

  const offer = await signInAgainToDraft(page, DEMO_USERS.admin, draft);
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(description).toHaveValue('Coffee typed before the idle sign-out');
  await expect(offer).toBeHidden();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/list/);
  await searchList(page, 'products', 'typed before the idle');
  await expect(page.getByTestId('products-table').getByTestId('list-row')).toHaveCount(1);
  await expect(page.getByTestId('products-table')).toContainText(code);
});
