import { describe, expect, it } from 'vitest';
import { catalogs, featureCatalogs, type FeatureMessages } from '../../../src/ui/i18n/messages';

// Every catalogue, also those of the demo features that the app leaves out of the eager bundle.
const allCatalogs = import.meta.glob<FeatureMessages>(
  [
    '../../../src/ui/features/*/messages.ts',
    '../../../src/ui/features/demo/*/messages.ts',
    '../../../src/ui/i18n/*.messages.ts',
  ],
  { eager: true, import: 'messages' },
);
const eagerCatalogs = new Set(Object.values(featureCatalogs));
const lazyCatalogs = Object.entries(allCatalogs).filter(([, messages]) => !eagerCatalogs.has(messages));

describe('message catalogues', () => {
  it('sees every eager catalogue, and the features whose texts travel with their routes as lazy ones', () => {
    expect(eagerCatalogs.size).toBeGreaterThan(5);
    for (const messages of eagerCatalogs) expect(Object.values(allCatalogs)).toContain(messages);
    expect(lazyCatalogs.map(([file]) => file.replace(/^.*features\/|\/messages\.ts$|^.*i18n\//g, '')).sort()).toEqual([
      'activity',
      'audit.messages.ts',
      'contacts',
      'dashboard',
      'demo/calendar',
      'demo/chat',
      'demo/data-list',
      'demo/ecommerce',
      'demo/email',
      'demo/listed-users',
      'demo/pages',
      'demo/todo',
      'freight',
      'invoice',
      'list-view.messages.ts',
      'products',
      'users',
    ]);
  });

  it('has every English message in Portuguese and the other way round, in each catalogue', () => {
    for (const [file, messages] of Object.entries(allCatalogs)) {
      const en = Object.keys(messages.en);
      const pt = Object.keys(messages.pt);
      expect(
        pt.filter((k) => !en.includes(k)),
        `${file}: only in pt`,
      ).toEqual([]);
      expect(
        en.filter((k) => !pt.includes(k)),
        `${file}: only in en`,
      ).toEqual([]);
    }
  });

  it('has the same ids in the merged English and Portuguese app catalogues', () => {
    expect(Object.keys(catalogs.pt).sort()).toEqual(Object.keys(catalogs.en).sort());
  });

  it('has no empty message', () => {
    for (const [file, messages] of Object.entries(allCatalogs)) {
      for (const locale of ['en', 'pt'] as const) {
        const empty = Object.entries(messages[locale]).filter(([, text]) => text.trim() === '');
        expect(empty, `${file} ${locale}`).toEqual([]);
      }
    }
  });

  it('never defines one id in two features, eager or lazy', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, messages] of Object.entries(allCatalogs)) {
      for (const id of Object.keys(messages.en)) {
        if (owner.has(id)) clashes.push(`${id} in ${owner.get(id)} and ${file}`);
        owner.set(id, file);
      }
    }
    expect(clashes).toEqual([]);
  });
});
