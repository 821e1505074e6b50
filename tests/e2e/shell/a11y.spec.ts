import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from '../support/app';
import { openCustomizer, pickSegment } from './shell-helpers';

test.describe('shell accessibility', () => {
  // Several axe passes per test on a 2-core machine.
  test.slow();

  test('no serious axe violations in light mode, with the customizer and bookmark search open', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('combobox', { name: 'Search bookmarks' }).fill('a');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await openCustomizer(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('no serious axe violations in dark mode, vertical and horizontal', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page);
    const panel = await openCustomizer(page);
    await pickSegment(panel, 'mode', 'Dark');
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Checked once the drawer has gone: while it fades out its text blends into the page behind it.
    await expect(panel).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await openCustomizer(page);
    await pickSegment(panel, 'layout', 'Horizontal');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('no serious axe violations at 390 px with the menu open', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    await signIn(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
