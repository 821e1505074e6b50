import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../../../src/ui/features/demo/gallery/gallery-registry';
import { galleryCatalogs, galleryParts } from '../../../../src/ui/features/demo/gallery/gallery-messages';
import { catalogs } from '../../../../src/ui/i18n/messages';
import { SPEC_GALLERY_PATHS } from './gallery-spec-paths';

describe('gallery registry', () => {
  it('has exactly the demo routes of the spec, 72 of them', () => {
    expect(SPEC_GALLERY_PATHS).toHaveLength(72);
    expect([...GALLERY.keys()].sort()).toEqual([...SPEC_GALLERY_PATHS].sort());
  });

  it('gives every page a title in English and Portuguese', () => {
    for (const entry of GALLERY.values()) {
      expect(galleryCatalogs.en[entry.titleId], entry.path).toBeTruthy();
      expect(galleryCatalogs.pt[entry.titleId], entry.path).toBeTruthy();
    }
  });

  it('loads a page component for every entry', async () => {
    for (const entry of GALLERY.values()) {
      expect(typeof (await entry.load()), entry.path).toBe('function');
    }
  }, 60_000);
});

describe('gallery messages', () => {
  it('has every English text in Portuguese and the other way round, none empty', () => {
    for (const part of galleryParts) {
      expect(Object.keys(part.pt).sort()).toEqual(Object.keys(part.en).sort());
      for (const text of [...Object.values(part.en), ...Object.values(part.pt)]) expect(text.trim()).not.toBe('');
    }
  });

  it('never defines an id twice, nor one the app catalogue already has', () => {
    const ids = galleryParts.flatMap((part) => Object.keys(part.en));
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.filter((id) => id in catalogs.en)).toEqual([]);
    expect(ids.every((id) => id.startsWith('gallery.'))).toBe(true);
  });
});
