import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the theme customizer drawer and returns it. */
export async function openCustomizer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Theme customizer' }).click();
  const panel = page.getByTestId('customizer');
  await expect(panel).toBeVisible();
  // The drawer slides in from the side; its controls are acted on once it stands inside the window.
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      const width = page.viewportSize()?.width ?? 0;
      return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
    })
    .toBe(true);
  return panel;
}

/** Picks an option of one of the customizer's segmented controls (layout, mode, navbarType, footerType). */
export async function pickSegment(
  panel: Locator,
  group: 'layout' | 'mode' | 'navbarType' | 'footerType',
  label: string,
): Promise<void> {
  await panel
    .getByTestId(`customizer-${group}`)
    .locator('label', { hasText: new RegExp(`^${label}$`) })
    .click();
}

export async function closeCustomizer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('customizer')).toBeHidden();
}

/** Computed style of the first element matching the locator. */
export function styleOf(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}
