import { describe, expect, it } from 'vitest';
import { createEcommerceFixture } from '../../../../src/adapters/mock/demo/fixtures/ecommerce.fixture';

describe('ecommerce fixture', () => {
  const products = createEcommerceFixture();
  it('has unique ids and slugs, integer prices', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(products.every((p) => Number.isInteger(p.priceCents) && p.priceCents > 0)).toBe(true);
  });
  it('has an out-of-stock product and a free-shipping one', () => {
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.freeShipping)).toBe(true);
  });
});
