import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * The message catalogues as the bundle carries them. Every `messages.ts` under src/ui exports plain
 * `{ en, pt, ... }` objects of ICU strings and stays that way in the source. This plugin:
 * - answers `<file>messages.ts?locale=xx` with that one language only (how the frame's catalogue of the
 *   active language loads without the other: src/ui/i18n/frame-catalogue.ts), and gives the frame list in
 *   src/ui/i18n/messages.ts the same query, so each language becomes one chunk of its own;
 * - in a production build, replaces every string by its parsed form (the ICU syntax tree react-intl formats
 *   from) and points the bundle at the parser's `no-parser` entry, so the parser never ships.
 * Dev and tests keep the strings (the parser is there): what the tests compare is the text people edit.
 */
const MESSAGES_FILE = /\/src\/ui\/(?:.*\/)?(?:[\w-]+\.)?messages\.ts$/;
const FRAME_LIST = /\/src\/ui\/i18n\/messages\.ts$/;
const PARSER = '@formatjs/icu-messageformat-parser';

type Catalogue = Record<string, string>;
type Compiled = Record<string, string | MessageFormatElement[]>;

function localeOf(query: string): string | null {
  return new URLSearchParams(query).get('locale');
}

/** The module's exports, evaluated: a messages file holds object literals and nothing it imports at run time. */
async function evaluate(code: string, id: string): Promise<Record<string, unknown>> {
  if (/^\s*import\s/m.test(code)) throw new Error(`${id}: a messages file must not import anything at run time`);
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<
    string,
    unknown
  >;
}

function compile(catalogue: Catalogue, id: string): Compiled {
  const out: Compiled = {};
  for (const [key, text] of Object.entries(catalogue)) {
    try {
      out[key] = parse(text);
    } catch (cause) {
      throw new Error(`${id}: message "${key}" is not valid ICU: ${String(cause)}`, { cause });
    }
  }
  return out;
}

function isCatalogueSet(value: unknown): value is Record<string, Catalogue> {
  return typeof value === 'object' && value !== null && 'en' in value && 'pt' in value;
}

export function precompiledMessages(): Plugin {
  let build = false;
  return {
    name: 'freightdesk:precompiled-messages',
    enforce: 'post',
    config(_, env) {
      build = env.command === 'build' && !process.env.VITEST;
      if (!build) return undefined;
      return { resolve: { alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js` }] } };
    },
    async transform(code, fullId) {
      const [id = '', query = ''] = fullId.split('?');
      if (!MESSAGES_FILE.test(id) || FRAME_LIST.test(id)) return null;
      const locale = localeOf(query);
      if (!build && !locale) return null;
      const exported = await evaluate(code, id);
      const lines = Object.entries(exported).map(([name, value]) => {
        if (!isCatalogueSet(value)) return `export const ${name} = ${JSON.stringify(value)};`;
        const locales = locale ? [locale] : Object.keys(value);
        const picked = Object.fromEntries(
          locales.map((l) => [l, build ? compile(value[l] ?? {}, id) : (value[l] ?? {})] as const),
        );
        return `export const ${name} = ${JSON.stringify(picked)};`;
      });
      return { code: lines.join('\n'), map: null };
    },
  };
}

/**
 * The frame list with a `?locale=` query: its glob then imports each file for that language only. Runs
 * before Vite expands the glob.
 */
export function frameCatalogueByLocale(): Plugin {
  return {
    name: 'freightdesk:frame-catalogue-by-locale',
    enforce: 'pre',
    transform(code, fullId) {
      const [id = '', query = ''] = fullId.split('?');
      const locale = localeOf(query);
      if (!FRAME_LIST.test(id) || !locale) return null;
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`${fullId}: unknown locale`);
      const marker = "import: 'messages' }";
      if (!code.includes(marker))
        throw new Error(`${id}: the frame glob's options changed; update the frame-catalogue plugin`);
      return { code: code.replace(marker, `import: 'messages', query: '?locale=${locale}' }`), map: null };
    },
  };
}
