import { expect, type Locator, type Page } from '@playwright/test';

/** What an idle test typed into a product form before its session ended. */
export interface TypedDraft {
  readonly code: string;
  readonly editUrl: string;
  readonly description: Locator;
}

/** From the product list: opens the first product's edit form and types `text` into its English description. */
export async function typeIntoFirstProduct(page: Page, text: string): Promise<TypedDraft> {
  const edit = page.getByRole('link', { name: /^Edit / }).first();
  const code = ((await edit.getAttribute('aria-label')) ?? (await edit.innerText())).replace(/^Edit (\S+).*$/, '$1');
  await edit.click();
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description (English)', exact: true });
  await description.fill(text);
  return { code, editUrl: page.url(), description };
}

/** On the login page after the session ended: signs in again, back on the form, where the draft is offered. */
export async function signInAgainToDraft(
  page: Page,
  account: { readonly email: string; readonly password: string },
  draft: TypedDraft,
): Promise<Locator> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(draft.editUrl);
  const offer = page.getByTestId('draft-offer');
  await expect(offer).toContainText(`You had unsaved changes to ${draft.code} when your session ended.`);
  return offer;
}
