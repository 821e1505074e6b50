import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Lets index.html fetch the first screen's code and texts beside the eager bundle, instead of the app
 * discovering them once that bundle has run. At build time it maps each route address without
 * parameters to its route chunks (the route file and the layouts above it, with what they import), and
 * each UI language to its catalogue chunk, written into the page as a JSON data block; a small script of the
 * app's origin (public/first-screen.js, no inline script: the policy is script-src 'self') adds `modulepreload`
 * links for the address being opened and the stored language. The app still loads both itself (src/main.tsx):
 * these links only make the downloads start earlier. The page's Content-Security-Policy meta element is added
 * here too (`policy`; framing is refused by the host's headers, which a meta policy cannot say).
 */
export interface FirstScreenPreloadOptions {
  /** The local-storage key of the chosen UI language, the languages, and the default one. */
  readonly localeKey: string;
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /**
   * Modules a signed-in screen (an address under the `_app` layout) needs before it can show anything, loaded by
   * the app with `import()` (the container, the in-browser backend, the query client): their chunks are fetched
   * with the route's instead of after the eager bundle has run. A module the build does not hold is left out.
   */
  readonly signedInModules?: readonly string[];
  /** The page's Content-Security-Policy (src/config/content-security-policy.ts), put first in its head. */
  readonly policy?: string;
}

/** The data block and the script go before this tag of index.html. */
const BEFORE_SCRIPT = '<title>';
const ROUTE_CHUNK = /\/src\/ui\/routes\/(.+)\.tsx\?tsr-split/;
const CATALOGUE_CHUNK = /\/src\/ui\/i18n\/messages\.ts\?locale=(\w+)$/;

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

function closure(bundle: OutputBundle, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || !isChunk(chunk)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * `_app/(demo)/pages/faq` -> `/pages/faq`; `_app/index` -> `/`; null for a route with parameters and for a layout
 * without a path of its own (`_app`, `_blank`: they would claim `/`, which is the dashboard's).
 */
function addressOf(routeFile: string): string | null {
  if (routeFile.includes('$') || routeFile === '__root' || routeFile.split('/').at(-1)?.startsWith('_')) return null;
  const parts = routeFile.split('/').filter((p) => !p.startsWith('_') && !p.startsWith('('));
  if (parts.at(-1) === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

export function firstScreenPreload(options: FirstScreenPreloadOptions): Plugin {
  return {
    name: 'freightdesk:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return undefined;
        const eager = closure(bundle, [entry.fileName]);
        const routeChunks = new Map<string, string[]>();
        const catalogues = new Map<string, string>();
        for (const item of Object.values(bundle)) {
          if (!isChunk(item) || !item.facadeModuleId) continue;
          const route = ROUTE_CHUNK.exec(item.facadeModuleId)?.[1];
          if (route) routeChunks.set(route, [...(routeChunks.get(route) ?? []), item.fileName]);
          const locale = CATALOGUE_CHUNK.exec(item.facadeModuleId)?.[1];
          if (locale) catalogues.set(locale, item.fileName);
        }
        const signedIn = (options.signedInModules ?? []).flatMap((module) => {
          const chunk = Object.values(bundle).find((item) => isChunk(item) && item.facadeModuleId?.endsWith(module));
          return chunk ? [chunk.fileName] : [];
        });
        const files: string[] = [];
        const index = (roots: readonly string[]) =>
          [...closure(bundle, roots)]
            .filter((f) => !eager.has(f))
            .map((f) => {
              if (!files.includes(f)) files.push(f);
              return files.indexOf(f);
            });
        const routes: Record<string, number[]> = {};
        for (const route of routeChunks.keys()) {
          const address = addressOf(route);
          if (address === null) continue;
          const segments = route.split('/');
          const chain = segments.flatMap((_, i) => routeChunks.get(segments.slice(0, i + 1).join('/')) ?? []);
          routes[address] = index(segments[0] === '_app' ? [...chain, ...signedIn] : chain);
        }
        const languages = Object.fromEntries(options.locales.map((l) => [l, index([catalogues.get(l) ?? ''])]));
        const map = { files, routes, languages, localeKey: options.localeKey, defaultLocale: options.defaultLocale };
        // A data block is never run, so the policy needs no hash for it; `<` escaped so it cannot end the element.
        const data = JSON.stringify(map).replace(/</g, '\\u003c');
        const block =
          `<script type="application/json" id="fd-first-screen">${data}</script>\n    ` +
          `<script src="/first-screen.js" async></script>`;
        const tags = options.policy
          ? [
              {
                tag: 'meta',
                attrs: { 'http-equiv': 'Content-Security-Policy', content: options.policy },
                injectTo: 'head-prepend' as const,
              },
            ]
          : [];
        // Before the stylesheet, so the script's download is asked for first (after the charset and viewport).
        if (!html.includes(BEFORE_SCRIPT)) return { html: html.replace('</head>', `${block}\n</head>`), tags };
        return { html: html.replace(BEFORE_SCRIPT, `${block}\n    ${BEFORE_SCRIPT}`), tags };
      },
    },
  };
}
