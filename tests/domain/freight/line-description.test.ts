import { describe, expect, it } from 'vitest';
import { lineDescription, withTypedDescription } from '../../../src/domain/freight/freight-line';

const fromProduct = { description: 'Green coffee', descriptionEn: 'Green coffee', descriptionPt: 'Café verde' };

describe('a line’s description', () => {
  it('prints the product’s description in the document’s language', () => {
    expect(lineDescription(fromProduct, 'pt')).toBe('Café verde');
    expect(lineDescription(fromProduct, 'en')).toBe('Green coffee');
  });

  it('once typed by the person, is printed in every language', () => {
    const typed = withTypedDescription(fromProduct, 'Green coffee, grade A');
    expect(typed).toEqual({ description: 'Green coffee, grade A' });
    expect(lineDescription(typed, 'pt')).toBe('Green coffee, grade A');
    expect(lineDescription(typed, 'en')).toBe('Green coffee, grade A');
  });

  it('keeps the product’s two when the person retypes one of them', () => {
    expect(withTypedDescription(fromProduct, 'Café verde')).toEqual({ ...fromProduct, description: 'Café verde' });
  });
});
