import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test('chat demo: search, send to a new contact, mark seen and pin', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, '/chat');
  const chatList = page.getByTestId('chats-panel');
  await expect(chatList.locator('[data-testid^="contact-"]')).toHaveCount(2, { timeout: FIRST_LOAD });
  // Pinned Marta first, then Jonas (with unseen messages).
  await expect(chatList.locator('[data-testid^="contact-"]').first()).toHaveAttribute('data-testid', 'contact-1');
  await expectNoSeriousA11yViolations(page);

  // Opening Jonas marks his messages seen.
  await expect(page.getByTestId('contact-2')).toContainText('2 new');
  await page.getByTestId('contact-2').click();
  await expect(page.getByTestId('contact-2')).not.toContainText('new');

  // Contact search is case-insensitive on the display name.
  await page.getByRole('textbox', { name: 'Search contacts' }).fill('INGRID');
  await expect(page.locator('[data-testid^="contact-"]')).toHaveCount(1);
  await page.getByTestId('contact-5').click();
  await page.getByRole('textbox', { name: 'Type a message' }).fill('Is the reefer at -18 °C?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText('Is the reefer at -18 °C?');
  await page.getByRole('textbox', { name: 'Search contacts' }).fill('');
  // Sending created the conversation: Ingrid joined the chat list (newest first after the pinned one).
  await expect(chatList.locator('[data-testid^="contact-"]')).toHaveCount(3);
  await expect(chatList.locator('[data-testid^="contact-"]').nth(1)).toHaveAttribute('data-testid', 'contact-5');

  // Pinning re-sorts her to the top.
  await page.getByRole('button', { name: 'Pin conversation' }).click();
  await expect(chatList.locator('[data-testid^="contact-"]').first()).toHaveAttribute('data-testid', /contact-(1|5)/);
  await page.getByTestId('contact-1').click();
  await page.getByRole('button', { name: 'Unpin conversation' }).click();
  await expect(chatList.locator('[data-testid^="contact-"]').first()).toHaveAttribute('data-testid', 'contact-5');
  expect(errors).toEqual([]);
});
