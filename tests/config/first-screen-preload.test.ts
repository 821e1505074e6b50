import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenPreload } from '../../scripts/first-screen-preload.plugin';

/** A built chunk: `facade` is the module it was made for, `imports` the chunks it loads with it. */
const chunk = (fileName: string, facade: string, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  imports,
});

const ROUTES = '/app/src/ui/routes';
const BUNDLE = Object.fromEntries(
  [
    chunk('index.js', '/app/src/main.tsx', ['react.js']),
    chunk('react.js', '/app/node_modules/react/index.js'),
    chunk('app.js', `${ROUTES}/_app.tsx?tsr-split=component`, ['frame.js']),
    chunk('frame.js', '/app/src/ui/layouts/app-frame.tsx', ['react.js']),
    chunk('dashboard.js', `${ROUTES}/_app/index.tsx?tsr-split=component`),
    // A layout listed after the dashboard (as the build may order them) must not take its address.
    chunk('blank.js', `${ROUTES}/_blank.tsx?tsr-split=component`),
    chunk('list.js', `${ROUTES}/_app/freight/list.tsx?tsr-split=component`, ['table.js']),
    chunk('table.js', '/app/src/ui/components/table.tsx'),
    chunk('edit.js', `${ROUTES}/_app/freight/edit/$id.tsx?tsr-split=component`),
    chunk('login.js', `${ROUTES}/_blank/pages/login.tsx?tsr-split=component`),
    chunk('container.js', '/app/src/di/container.ts', ['schemas.js']),
    chunk('schemas.js', '/app/src/adapters/http/schemas.ts'),
    chunk('en.js', '/app/src/ui/i18n/messages.ts?locale=en'),
    chunk('pt.js', '/app/src/ui/i18n/messages.ts?locale=pt'),
  ].map((c) => [c.fileName, c]),
) as unknown as Rollup.OutputBundle;

/** The files the page's script preloads (from its data block) when `path` is opened with `stored` as the language. */
function preloadedFor(path: string, stored: string | null, languages: readonly string[] = ['en-US']): string[] {
  const plugin = firstScreenPreload({
    localeKey: 'locale',
    locales: ['en', 'pt'],
    defaultLocale: 'en',
    signedInModules: ['/src/di/container.ts', '/src/adapters/mock/browser-mock.ts'],
  });
  const transform = plugin.transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => { html: string; tags: HtmlTagDescriptor[] };
  };
  const entry = BUNDLE['index.js'];
  const { html } = transform.handler('<head><title>FreightDesk</title></head>', {
    bundle: BUNDLE,
    chunk: entry,
  } as unknown as IndexHtmlTransformContext);
  const data = /<script type="application\/json" id="fd-first-screen">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  expect(html).toContain('<script src="/first-screen.js" async></script>');
  const script = readFileSync('public/first-screen.js', 'utf8');
  const links: { rel: string; href: string }[] = [];
  const page = {
    location: { pathname: path },
    localStorage: { getItem: () => stored },
    document: {
      getElementById: (id: string) => (id === 'fd-first-screen' ? { textContent: data } : null),
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  };
  new Function('location', 'localStorage', 'document', 'navigator', script)(
    page.location,
    page.localStorage,
    page.document,
    { languages },
  );
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href).sort();
}

describe('the first screen fetched beside the eager bundle', () => {
  it('gives the dashboard its own chunks and layout, not the sign-in layout that also has no path', () => {
    expect(preloadedFor('/', null)).toEqual(
      ['/app.js', '/container.js', '/dashboard.js', '/en.js', '/frame.js', '/schemas.js'].sort(),
    );
  });

  it('fetches the backend with a signed-in screen, and the stored language instead of the default', () => {
    expect(preloadedFor('/freight/list/', 'pt')).toEqual(
      ['/app.js', '/container.js', '/frame.js', '/list.js', '/pt.js', '/schemas.js', '/table.js'].sort(),
    );
  });

  it("takes the browser's language on a first visit, and the stored one over it", () => {
    expect(preloadedFor('/pages/login', null, ['pt-BR', 'en'])).toEqual(['/blank.js', '/login.js', '/pt.js']);
    expect(preloadedFor('/pages/login', null, ['de-DE'])).toEqual(['/blank.js', '/en.js', '/login.js']);
    expect(preloadedFor('/pages/login', 'en', ['pt-BR'])).toEqual(['/blank.js', '/en.js', '/login.js']);
  });

  it('leaves the backend out of the sign-in page, and a route with parameters to the app', () => {
    expect(preloadedFor('/pages/login', null)).toEqual(['/blank.js', '/en.js', '/login.js']);
    expect(preloadedFor('/freight/edit/fr-1', null)).toEqual(['/en.js']);
  });
});
