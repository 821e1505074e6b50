import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from '../../support/app';
import { FIRST_LOAD, signInTo } from './apps-sign-in';

test('calendar demo: seeded event, add, drag to move, label filter', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInTo(page, '/calendar');
  const today = new Date().toISOString().slice(0, 10);
  const seeded = page.getByTestId('event-1');
  await expect(seeded).toContainText('Carrier rate review', { timeout: FIRST_LOAD });
  await expect(page.locator(`[data-day="${today}"]`)).toContainText('Carrier rate review');
  await expectNoSeriousA11yViolations(page);

  // Add an event through the sidebar button.
  await page.getByRole('button', { name: 'Add event', exact: true }).click();
  await page.getByLabel('Title').fill('Vessel cut-off');
  await page.getByLabel('Label', { exact: true }).first().click();
  await page.getByRole('option', { name: 'Work' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('event-2')).toContainText('Vessel cut-off');

  // Drag the seeded event onto another visible day: it moves there, keeping its time.
  const cells = page.locator('[data-day]');
  const target = (await cells.nth(0).getAttribute('data-day')) === today ? cells.nth(1) : cells.nth(0);
  const targetDay = await target.getAttribute('data-day');
  await seeded.dragTo(target);
  await expect(page.locator(`[data-day="${targetDay}"]`)).toContainText('Carrier rate review');
  await expect(page.getByTestId('event-1')).toContainText('13:00');

  // The label filter hides business events.
  await page.getByRole('checkbox', { name: 'Business' }).uncheck();
  await expect(page.getByTestId('event-1')).toHaveCount(0);
  await expect(page.getByTestId('event-2')).toBeVisible();
  expect(errors).toEqual([]);
});
