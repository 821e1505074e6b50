import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test.describe('email demo', () => {
  test.describe.configure({ timeout: 120_000 });
  test('lists the inbox newest first, stars, searches and moves mail', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signInTo(page, '/email/inbox');
    const rows = page.locator('[data-testid^="mail-row-"]');
    await expect(rows.first()).toHaveAttribute('data-testid', 'mail-row-30', { timeout: FIRST_LOAD });
    await expectNoSeriousA11yViolations(page);

    // Star mail 5 and find it under starred.
    await page.getByTestId('mail-row-5').getByRole('button', { name: 'Star' }).click();
    await page.getByRole('link', { name: 'Starred' }).click();
    await expect(page).toHaveURL(/\/email\/starred$/);
    await expect(page.getByTestId('mail-row-5')).toBeVisible();

    // Search by sender name narrows the list.
    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('textbox', { name: 'Search mail' }).fill('Marta');
    await expect(rows).not.toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'Marta Quintela' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search mail' }).fill('');

    // Select one and move it to trash: it leaves the inbox and the selection is cleared.
    await page.getByTestId('mail-row-7').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('menuitem', { name: 'Trash' }).click();
    await expect(page.getByTestId('mail-row-7')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await page.getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByTestId('mail-row-7')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opens a mail with replies and attachments; hostile HTML does not run', async ({ page }) => {
    await signInTo(page, '/email/spam');
    await page.getByTestId('mail-row-14').getByRole('button').last().click();
    await expect(page.getByTestId('mail-body').first()).toContainText('claim prize');
    expect(await page.evaluate(() => (window as unknown as { __mailXss?: boolean }).__mailXss)).toBeUndefined();
    await expect(page.locator('[data-testid="mail-body"] script, [data-testid="mail-body"] img')).toHaveCount(0);
    await expect(page.getByText('claim prize')).not.toHaveAttribute('href', /.*/);

    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByTestId('mail-row-4').getByRole('button').last().click();
    const tracking = page.getByRole('link', { name: 'MSCU1234567' });
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('rel', /noopener/);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await page.getByTestId('mail-row-1').getByRole('button').last().click();
    await expect(page.getByText('2 replies')).toBeVisible();
    await expect(page.locator('[data-testid^="mail-message-"]')).toHaveCount(3);
  });

  test('labels, unread and compose', async ({ page }) => {
    await signInTo(page, '/email/inbox');
    const row8 = page.getByTestId('mail-row-8');
    await row8.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await expect(row8).not.toHaveAttribute('data-unread');
    await expect(row8.getByRole('checkbox')).not.toBeChecked();
    await row8.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(row8).toHaveAttribute('data-unread');

    await page.getByTestId('mail-row-10').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitem', { name: 'Private' }).click();
    await page.getByRole('link', { name: 'Private' }).click();
    await expect(page.getByTestId('mail-row-10')).toBeVisible();

    await page.getByRole('button', { name: 'Compose' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Add at least one recipient')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^To/ }).fill('ops@santos-terminal.test');
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Gate cut-off <confirmed>');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('See you Tuesday.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('link', { name: 'Sent' }).click();
    await expect(page.getByText('Gate cut-off <confirmed>')).toBeVisible();
  });
});
