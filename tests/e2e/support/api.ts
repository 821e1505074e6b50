import type { Page } from '@playwright/test';

/**
 * Calls the app's REST API from the page as the signed-in person (the mock serves it in the browser), once per body
 * in turn; `{id}` in the path takes each body's `id`. Fails on the first answer that is not a success.
 */
export async function callApi<T>(page: Page, method: string, path: string, body: unknown): Promise<T[]> {
  return page.evaluate(
    async ({ method, path, bodies }) => {
      const stored =
        sessionStorage.getItem('freightdesk.auth.session') ?? localStorage.getItem('freightdesk.auth.session');
      const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken?: string };
      const answers: unknown[] = [];
      for (const one of bodies) {
        const response = await fetch(path.replace('{id}', (one as { id?: string }).id ?? ''), {
          method,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken ?? ''}` },
          body: JSON.stringify(one),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
        answers.push(await response.json());
      }
      return answers as T[];
    },
    { method, path, bodies: Array.isArray(body) ? body : [body] },
  );
}
