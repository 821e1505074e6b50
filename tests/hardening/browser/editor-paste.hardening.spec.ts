import { expect, test } from '@playwright/test';
import { signIn } from '../../e2e/support/app';
import { plan } from '../support/hardening-report';

/**
 * Hostile HTML pasted into the rich-text editor (the gallery's editor on the mock backend): nothing may run (a canary
 * global stays unset, no dialog opens, no page error) and no `javascript:` link or handler attribute may remain.
 */
const PASTES = {
  'javascript: link': '<p>PASTE-LINK <a href="javascript:window.__pasteCanary=1;alert(1)">click me</a></p>',
  '<img onerror>': '<p>PASTE-IMG</p><img src="x-missing.png" onerror="window.__pasteCanary=1;alert(1)">',
} as const;
const table = plan('browser', 'input', 'editor pastes', Object.keys(PASTES) as (keyof typeof PASTES)[]);

test('a hostile paste into the editor runs nothing and keeps no active content', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await signIn(page, 'admin', '/extensions/wysiwyg-editor');
  const editor = page.locator('.ProseMirror').first();
  await expect(editor).toBeVisible();
  for (const name of table.cases) {
    try {
      await editor.click();
      await page.evaluate((html) => {
        const target = document.querySelector('.ProseMirror');
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', html.replace(/<[^>]*>/g, ''));
        target?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, PASTES[name]);
      const marker = name === 'javascript: link' ? 'PASTE-LINK' : 'PASTE-IMG';
      // The paste must have landed, or the attack did not run.
      await expect(editor).toContainText(marker);
      // Give an image time to fail loading and a handler time to fire.
      await page.waitForTimeout(500);
      const canary = await page.evaluate(() => (window as unknown as { __pasteCanary?: number }).__pasteCanary);
      const active = await editor.evaluate(
        (root) =>
          [...root.querySelectorAll('*')].filter(
            (el) =>
              [...el.attributes].some((a) => a.name.startsWith('on')) ||
              /^\s*javascript:/i.test(el.getAttribute('href') ?? '') ||
              /^\s*javascript:/i.test(el.getAttribute('src') ?? ''),
          ).length,
      );
      table.observe(name, {
        unsafe: canary !== undefined || active > 0 || errors.length > 0,
        seen: `pasted; canary ${String(canary)}; active elements ${active}; errors ${errors.join(' | ').slice(0, 100)}`,
      });
    } catch (error) {
      table.observe(name, { unsafe: true, seen: `could not run: ${String(error).slice(0, 200)}` });
    }
  }
  expect(errors).toEqual([]);
});
