import { describe, expect, it } from 'vitest';
import {
  normaliseUnLocode,
  parseUnLocode,
  placeFor,
  PLACE_NAME_MAX_LENGTH,
  searchSeedPlaces,
  seedPlace,
} from '../../../src/domain/trade/un-locode';
import { BRAZILIAN_PLACES, DESTINATION_PLACES, UN_LOCODE_SEED } from '../../../src/domain/trade/un-locode-seed';

describe('parseUnLocode', () => {
  it.each([
    ['BRSSZ', 'BRSSZ'],
    ['br ssz', 'BRSSZ'],
    [' BR-SSZ ', 'BRSSZ'],
    ['nlrtm', 'NLRTM'],
    ['DE2HM', 'DE2HM'],
    ['US9AB', 'US9AB'],
  ])('accepts %j as %s', (typed, code) => {
    expect(parseUnLocode(typed)).toEqual({ ok: true, value: code });
  });

  it.each(['BRSS', 'BRSSZZ', 'B1SSZ', 'BRSS0', 'BRSS1', 'BRSÃZ', 'BR_SSZ'])('rejects %j by shape', (typed) => {
    expect(parseUnLocode(typed)).toEqual({ ok: false, error: { code: 'locodeFormat' } });
  });

  it('asks for a code when nothing is typed', () => {
    expect(parseUnLocode('  ')).toEqual({ ok: false, error: { code: 'required' } });
  });

  it('normalises spacing and case', () => {
    expect(normaliseUnLocode(' br  gru ')).toBe('BRGRU');
  });
});

describe('the seed of common places', () => {
  it('has well-shaped, unique codes', () => {
    const codes = UN_LOCODE_SEED.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(parseUnLocode(code)).toEqual({ ok: true, value: code });
  });

  it('lists Brazilian places under BR and destinations elsewhere', () => {
    expect(BRAZILIAN_PLACES.every((p) => p.code.startsWith('BR'))).toBe(true);
    expect(DESTINATION_PLACES.every((p) => !p.code.startsWith('BR'))).toBe(true);
  });

  it('names the main Brazilian ports and airports', () => {
    const names = Object.fromEntries(BRAZILIAN_PLACES.map((p) => [p.code, p.name]));
    expect(names).toMatchObject({
      BRSSZ: 'Santos',
      BRPNG: 'Paranaguá',
      BRRIG: 'Rio Grande',
      BRITJ: 'Itajaí',
      BRRIO: 'Rio de Janeiro',
      BRSUA: 'Suape',
      BRSSA: 'Salvador',
      BRPEC: 'Pecém',
      BRMAO: 'Manaus',
      BRVIX: 'Vitória',
      BRGRU: 'São Paulo-Guarulhos Airport',
      BRVCP: 'Campinas-Viracopos Airport',
      BRGIG: 'Rio de Janeiro-Galeão Airport',
    });
  });

  it('names the main destinations', () => {
    const codes = DESTINATION_PLACES.map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'NLRTM',
        'DEHAM',
        'BEANR',
        'CNSHA',
        'CNNGB',
        'SGSIN',
        'KRPUS',
        'USLAX',
        'USNYC',
        'USMIA',
        'USHOU',
        'ESVLC',
        'JPYOK',
        'JPNRT',
        'DEFRA',
      ]),
    );
  });

  it('marks airports for air and ports for sea', () => {
    expect(seedPlace('BRGRU')?.modes).toEqual(['air']);
    expect(seedPlace('br ssz')?.modes).toEqual(['sea']);
    expect(seedPlace('BRMAO')?.modes).toEqual(['sea', 'air']);
    expect(seedPlace('XXABC')).toBeNull();
  });
});

describe('placeFor', () => {
  it('names a seeded place from the seed, whatever name was typed', () => {
    expect(placeFor('br ssz', 'whatever')).toEqual({
      ok: true,
      value: { code: 'BRSSZ', name: 'Santos', seeded: true },
    });
  });

  it('accepts any other well-shaped code with a typed name (free entry)', () => {
    expect(placeFor('PEcll', '  Callao  ')).toEqual({
      ok: true,
      value: { code: 'PECLL', name: 'Callao', seeded: false },
    });
  });

  it('needs a name for a code outside the seed, within the length limit', () => {
    expect(placeFor('PECLL', ' ')).toEqual({ ok: false, error: { code: 'placeNameRequired' } });
    expect(placeFor('PECLL', 'x'.repeat(PLACE_NAME_MAX_LENGTH + 1))).toEqual({ ok: false, error: { code: 'tooLong' } });
  });

  it('passes on a code error', () => {
    expect(placeFor('PE CL', 'Callao')).toEqual({ ok: false, error: { code: 'locodeFormat' } });
    expect(placeFor('', 'Callao')).toEqual({ ok: false, error: { code: 'required' } });
  });
});

describe('searchSeedPlaces', () => {
  it('finds by code prefix or by name, ignoring accents and case', () => {
    expect(searchSeedPlaces('brss').map((p) => p.code)).toEqual(['BRSSZ', 'BRSSA']);
    expect(searchSeedPlaces('paranagua').map((p) => p.code)).toEqual(['BRPNG']);
    expect(searchSeedPlaces('VITÓRIA').map((p) => p.code)).toEqual(['BRVIX']);
  });

  it('filters by mode', () => {
    expect(searchSeedPlaces('rio', 'air').map((p) => p.code)).toEqual(['BRGIG']);
    expect(searchSeedPlaces('rio', 'sea').map((p) => p.code)).toEqual(['BRRIG', 'BRRIO']);
  });

  it('lists every place of the mode for an empty query', () => {
    expect(searchSeedPlaces('', 'air').every((p) => p.modes.includes('air'))).toBe(true);
    expect(searchSeedPlaces('')).toHaveLength(UN_LOCODE_SEED.length);
  });
});
