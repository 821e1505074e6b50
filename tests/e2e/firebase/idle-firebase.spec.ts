import { expect, test } from '@playwright/test';
import { listRows } from '../master-data/master-data-helpers';
import { DEMO_USERS, signIn } from '../support/app';
import { signInAgainToDraft, typeIntoFirstProduct } from '../support/idle-draft';

// Firebase mode: the idle limit (8 hours of no input by default, the domain's rule) ends a Firebase session as it
// ends the others. The page clock jumps past it; the app signs out of Firebase, keeping what the open product form
// held for the same person, and offers it back after signing in again. Nothing is saved: the seed stays as it is.
test('firebase: an idle sign-out keeps what was typed into a product form, offered back after signing in', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, 'staff', '/product/list');
  await expect(listRows(page, 'products')).toHaveCount(5);
  const draft = await typeIntoFirstProduct(page, 'Typed before the idle sign-out');

  await page.clock.fastForward('08:01:00');
  await expect(page.getByText('Your session ended after a period of inactivity.')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/login/);

  const offer = await signInAgainToDraft(page, DEMO_USERS.staff, draft);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(draft.description).toHaveValue('Typed before the idle sign-out');
  await expect(offer).toBeHidden();
});
