import { describe, expect, it } from 'vitest';
import { catalogs, featureCatalogs } from '../../../src/ui/i18n/messages';

describe('message catalogues', () => {
  it('has every English message in Portuguese and the other way round', () => {
    const en = Object.keys(catalogs.en).sort();
    const pt = Object.keys(catalogs.pt).sort();
    expect(pt.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !pt.includes(k))).toEqual([]);
  });

  it('has no empty message', () => {
    for (const locale of ['en', 'pt'] as const) {
      const empty = Object.entries(catalogs[locale]).filter(([, text]) => text.trim() === '');
      expect(empty, locale).toEqual([]);
    }
  });

  it('never defines one id in two features', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [file, messages] of Object.entries(featureCatalogs)) {
      for (const id of Object.keys(messages.en)) {
        if (owner.has(id)) clashes.push(`${id} in ${owner.get(id)} and ${file}`);
        owner.set(id, file);
      }
    }
    expect(clashes).toEqual([]);
  });
});
