import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT } from '../../../src/domain/product/product';
import { validateProduct } from '../../../src/domain/product/product-validation';

const product = { ...EMPTY_PRODUCT, descriptionEn: 'Coffee', hsCode: '090111', countryOfOrigin: 'BR' };

describe('a product code', () => {
  it.each([
    ['Cyrillic Р for Latin P', '\u0420-001'],
    ['Greek omicron for O', 'C\u039fFFEE'],
    ['a zero-width space', 'P-\u200b001'],
    ['a zero-width joiner', 'P\u200d-001'],
    ['a right-to-left override', 'P-\u202e100'],
    ['a byte-order mark inside', 'P-\ufeff001'],
    ['a space inside', 'P 001'],
    ['full-width letters', '\uff30-001'],
    ['an opening symbol', '-P001'],
  ])('refuses %s', (_name, code) => {
    expect(validateProduct({ ...product, code })).toEqual({ code: 'codeCharacters' });
  });

  it.each(['P-0001', 'cafe.verde/01', 'SKU_12-A'])('takes %s', (code) => {
    expect(validateProduct({ ...product, code })).toEqual({});
  });
});
