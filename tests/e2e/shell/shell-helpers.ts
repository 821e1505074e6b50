import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the theme customizer drawer and returns it. */
export async function openCustomizer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Theme customizer' }).click();
  const panel = page.getByTestId('customizer');
  await expect(panel).toBeVisible();
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
