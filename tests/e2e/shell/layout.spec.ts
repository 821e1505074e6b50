import { expect, test } from '@playwright/test';
import { collectPageErrors, signIn } from '../support/app';
import { closeCustomizer, openCustomizer, pickSegment } from './shell-helpers';

test.describe('shell layouts', () => {
  test('vertical by default with the product sidebar in spec order', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('app-frame')).toHaveAttribute('data-layout', 'vertical');
    await expect(sidebar.getByRole('link')).toHaveText([
      'FreightDesk',
      'Dashboard',
      'Freight',
      'User',
      'Produtos',
      'Contatos',
      'Activity',
    ]);
    await expect(sidebar.getByText('Configure')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Freight', exact: true })).toHaveAttribute('href', '/freight/list');
    await expect(sidebar.getByRole('link', { name: 'Contatos' })).toHaveAttribute('href', '/contact/list');
    expect(errors).toEqual([]);
  });

  test('horizontal layout switches to vertical at 1199 px and back at 1200 px', async ({ page }) => {
    await signIn(page);
    const panel = await openCustomizer(page);
    await pickSegment(panel, 'layout', 'Horizontal');
    await closeCustomizer(page);
    const frame = page.getByTestId('app-frame');
    await expect(frame).toHaveAttribute('data-layout', 'horizontal');
    const menu = page.getByTestId('horizontal-menu');
    for (const label of [
      'Email',
      'Chat',
      'Todo',
      'Calendar',
      'eCommerce',
      'User App',
      'UI Elements',
      'Forms',
      'Tables',
      'Charts',
      'Maps',
      'Pages',
      'Misc',
    ]) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('sidebar')).toHaveCount(0);

    await page.setViewportSize({ width: 1199, height: 800 });
    await expect(frame).toHaveAttribute('data-layout', 'vertical');
    await expect(page.getByTestId('horizontal-menu')).toHaveCount(0);

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(frame).toHaveAttribute('data-layout', 'horizontal');

    await page.reload();
    await expect(frame).toHaveAttribute('data-layout', 'horizontal');
  });

  test('the horizontal navbar takes its scrolled style after 50 px', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('freightdesk.customizer.v1'))
        localStorage.setItem(
          'freightdesk.customizer.v1',
          JSON.stringify({ layout: 'horizontal', navbarType: 'sticky' }),
        );
    });
    await signIn(page);
    const navbar = page.getByTestId('top-navbar');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(navbar).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(navbar).toHaveAttribute('data-scrolled', 'true');
  });

  test('under 1200 px the sidebar hides, opens with the menu button and closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Freight', exact: true }).click();
    await expect(page).toHaveURL(/\/freight\/list/);
    await expect(drawer).toBeHidden();
  });

  test('in RTL the hidden sidebar slides in from the right', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('freightdesk.customizer.v1', JSON.stringify({ direction: 'rtl' })),
    );
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(390 - 270);
  });

  test('a swipe from the start edge opens the hidden sidebar', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await signIn(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.evaluate(() => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
      window.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(10)], changedTouches: [touch(10)] }));
      window.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(200)] }));
    });
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await context.close();
  });

  test('the sidebar collapses, expands while hovered, and stays collapsed after a reload', async ({ page }) => {
    await signIn(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.mouse.move(900, 400);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await sidebar.hover();
    await expect(sidebar).toHaveAttribute('data-state', 'peeking');
    await page.mouse.move(900, 400);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
  });
});
