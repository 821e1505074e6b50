import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';
import { closeCustomizer, openCustomizer, pickSegment, styleOf } from './shell-helpers';

const RED_9 = 'rgb(201, 42, 42)';
const BLUE_8 = 'rgb(25, 113, 194)';

test.describe('theme customizer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('dark mode darkens the whole UI and survives a reload', async ({ page }) => {
    const panel = await openCustomizer(page);
    await pickSegment(panel, 'mode', 'Dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await closeCustomizer(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await styleOf(page.locator('body'), 'background-color')).not.toBe('rgb(255, 255, 255)');
  });

  test('semi-dark keeps the page light with a dark sidebar, and is offered only in vertical', async ({ page }) => {
    const panel = await openCustomizer(page);
    await pickSegment(panel, 'mode', 'Semi Dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-tone', 'dark');
    expect(await styleOf(page.getByTestId('sidebar'), 'background-color')).toBe('rgb(36, 36, 36)');
    await pickSegment(panel, 'layout', 'Horizontal');
    await expect(panel.getByTestId('customizer-mode').getByRole('radio', { name: 'Semi Dark' })).toBeDisabled();
    await expect(panel.getByTestId('customizer-mode').getByRole('radio', { name: 'Light' })).toBeChecked();
  });

  test('RTL mirrors the UI: document direction and the sidebar on the right', async ({ page }) => {
    const panel = await openCustomizer(page);
    await panel.getByRole('switch', { name: 'Right to left (RTL)' }).check({ force: true });
    await closeCustomizer(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = await page.getByTestId('sidebar').boundingBox();
    expect(box?.x).toBeGreaterThan(900);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('navbar types: hidden, static, sticky and floating', async ({ page }) => {
    const navbar = page.getByTestId('top-navbar');
    await expect(navbar).toHaveAttribute('data-type', 'floating');
    expect(await styleOf(navbar, 'position')).toBe('sticky');
    expect(await styleOf(navbar, 'margin-top')).not.toBe('0px');
    const panel = await openCustomizer(page);
    await pickSegment(panel, 'navbarType', 'Static');
    expect(await styleOf(navbar, 'position')).toBe('relative');
    await pickSegment(panel, 'navbarType', 'Sticky');
    expect(await styleOf(navbar, 'position')).toBe('sticky');
    expect(await styleOf(navbar, 'margin-top')).toBe('0px');
    await pickSegment(panel, 'navbarType', 'Hidden');
    await expect(page.getByTestId('top-navbar')).toHaveCount(0);
  });

  test('footer types: sticky, hidden, static', async ({ page }) => {
    await expect(page.getByTestId('footer-area')).toHaveAttribute('data-type', 'static');
    const panel = await openCustomizer(page);
    await pickSegment(panel, 'footerType', 'Sticky');
    expect(await styleOf(page.getByTestId('footer-area'), 'position')).toBe('sticky');
    await pickSegment(panel, 'footerType', 'Hidden');
    await expect(page.getByTestId('footer-area')).toHaveCount(0);
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
  });

  test('menu colour paints the active item and navbar colour the navbar', async ({ page }) => {
    const active = page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' });
    expect(await styleOf(active, 'background-color')).toBe(BLUE_8);
    const panel = await openCustomizer(page);
    await panel.getByRole('group', { name: 'Menu colour' }).getByRole('button', { name: 'Danger' }).click();
    await expect.poll(() => styleOf(active, 'background-color')).toBe(RED_9);
    // The navbar fades to its new colour (a 150 ms transition): read once it has arrived, not half-way.
    await panel.getByRole('group', { name: 'Navbar colour' }).getByRole('button', { name: 'Primary' }).click();
    await expect.poll(() => styleOf(page.getByTestId('top-navbar'), 'background-color')).toBe(BLUE_8);
  });

  test('collapse sidebar from the panel, and reset to the defaults', async ({ page }) => {
    const panel = await openCustomizer(page);
    await panel.getByRole('switch', { name: 'Collapse sidebar' }).check({ force: true });
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', /collapsed|peeking/);
    await panel.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'expanded');
    await expect(panel.getByRole('switch', { name: 'Collapse sidebar' })).not.toBeChecked();
  });

  test('scroll-to-top appears after 160 px and can be hidden', async ({ page }) => {
    // Let the post-login navigation settle: the router resets the scroll position when it resolves.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toHaveCount(0);
    // A late scroll restoration can take the page back to the top (and the button away) between the
    // scroll and the click: scroll again until the click lands.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(button).toBeVisible({ timeout: 2_000 });
      await button.click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    const panel = await openCustomizer(page);
    const hide = panel.getByRole('switch', { name: 'Hide scroll to top' });
    await hide.scrollIntoViewIfNeeded();
    await hide.check({ force: true });
    await closeCustomizer(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(300);
    await expect(button).toHaveCount(0);
  });

  test('a corrupt stored value falls back to the defaults', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('freightdesk.customizer.v1', '{not json'));
    await page.reload();
    await expect(page.getByTestId('app-frame')).toHaveAttribute('data-layout', 'vertical');
    await expect(page.getByTestId('top-navbar')).toHaveAttribute('data-type', 'floating');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
