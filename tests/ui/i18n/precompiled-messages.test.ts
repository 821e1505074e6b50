import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { frameCatalogueByLocale, precompiledMessages } from '../../../scripts/precompiled-messages.plugin';
import { loadFrameCatalogue } from '../../../src/ui/i18n/frame-catalogue';
import { catalogs } from '../../../src/ui/i18n/messages';
import { messageText } from '../../../src/ui/i18n/message-text';

type Transform = (code: string, id: string) => Promise<{ code: string } | null> | { code: string } | null;

/** The plugin as the build (or dev and tests) sets it up, and its transform hook. */
function transformOf(plugin: Plugin, command: 'build' | 'serve'): Transform {
  const config = plugin.config as ((c: object, env: { command: string; mode: string }) => unknown) | undefined;
  const vitest = process.env.VITEST;
  delete process.env.VITEST;
  try {
    config?.({}, { command, mode: 'production' });
  } finally {
    process.env.VITEST = vitest;
  }
  const hook = plugin.transform as unknown as Transform;
  return (code, id) => hook.call({}, code, id);
}

const FILE = '/repo/src/ui/features/auth/messages.ts';
const SOURCE = `export const messages = { en: { 'a.hi': 'Hi {name}', 'a.n': '{n, plural, one {# item} other {# items}}' }, pt: { 'a.hi': 'Olá {name}', 'a.n': '{n, plural, one {# item} other {# itens}}' } };`;
const exported = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    messages: Record<string, Record<string, unknown>>;
  };

describe('precompiled messages', () => {
  it('the build replaces every text by its parsed form, every language kept for a plain import', async () => {
    const result = await transformOf(precompiledMessages(), 'build')(SOURCE, FILE);
    const { messages } = await exported(result!.code);
    expect(Object.keys(messages)).toEqual(['en', 'pt']);
    expect(messages.en!['a.hi']).toEqual([
      { type: 0, value: 'Hi ' },
      { type: 1, value: 'name' },
    ]);
    expect(messages.pt!['a.n']).toMatchObject([{ type: 6, value: 'n' }]);
  });

  it('a ?locale= import keeps that language only, as strings outside the build', async () => {
    const result = await transformOf(precompiledMessages(), 'serve')(SOURCE, `${FILE}?locale=pt`);
    expect((await exported(result!.code)).messages).toEqual({
      pt: { 'a.hi': 'Olá {name}', 'a.n': '{n, plural, one {# item} other {# itens}}' },
    });
    expect(await transformOf(precompiledMessages(), 'serve')(SOURCE, FILE)).toBeNull();
  });

  it('refuses a message that is not valid ICU, naming it', async () => {
    const broken = `export const messages = { en: { 'a.bad': 'Hi {name' }, pt: {} };`;
    await expect(transformOf(precompiledMessages(), 'build')(broken, FILE)).rejects.toThrow(/a\.bad/);
  });

  it('gives the frame list the language query, and fails loudly when its glob changed shape', async () => {
    const transform = transformOf(frameCatalogueByLocale(), 'build');
    const list = "import.meta.glob(['./*.messages.ts'], { eager: true, import: 'messages' });";
    const result = await transform(list, '/repo/src/ui/i18n/messages.ts?locale=en');
    expect(result!.code).toContain("import: 'messages', query: '?locale=en' }");
    expect(() => transform('import.meta.glob([])', '/repo/src/ui/i18n/messages.ts?locale=en')).toThrow(/glob/);
  });

  it('loads the frame catalogue of one language: the same texts the full catalogue has', async () => {
    expect(await loadFrameCatalogue('pt')).toEqual(catalogs.pt);
    expect(await loadFrameCatalogue('en')).toEqual(catalogs.en);
  });

  it('reads the words of a catalogue entry, parsed or not', () => {
    expect(messageText('Painel')).toBe('Painel');
    expect(
      messageText([
        { type: 0, value: 'Olá ' },
        { type: 1, value: 'name' },
      ]),
    ).toBe('Olá {name}');
    expect(messageText(undefined)).toBe('');
  });
});
