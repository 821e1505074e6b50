import { expect, test } from '@playwright/test';
import { collection, getDocs, query, updateDoc, where } from 'firebase/firestore/lite';
import { ownerFirestore } from '../../support/emulators';
import { listRows } from '../master-data/master-data-helpers';
import { DEMO_USERS, signIn } from '../support/app';

// Firebase mode: an admin deactivates a signed-in member of staff (here the user record is changed straight on the
// emulator). The next request of that session is refused: the session ends and the login page says why, once.
// The record is active again afterwards, for the other tests of the suite.
async function setStatus(email: string, status: string): Promise<void> {
  const owner = ownerFirestore();
  try {
    const found = await getDocs(query(collection(owner.db, 'users'), where('email', '==', email)));
    for (const record of found.docs) await updateDoc(record.ref, { status });
  } finally {
    await owner.dispose();
  }
}

test('a deactivated account’s next request ends its session, and the login page says so once', async ({ page }) => {
  await signIn(page, 'staff', '/product/list');
  await expect(listRows(page, 'products')).toHaveCount(5);
  try {
    await setStatus(DEMO_USERS.staff.email, 'inactive');
    // A search asks the backend for the list again.
    await page.getByTestId('products-search').fill('coffee');
    await expect(page).toHaveURL(/\/pages\/login/);
    const said = page.getByText('An administrator deactivated this account, so its session ended.');
    await expect(said).toHaveCount(1);
  } finally {
    await setStatus(DEMO_USERS.staff.email, 'active');
  }
});
