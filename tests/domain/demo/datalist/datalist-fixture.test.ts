import { describe, expect, it } from 'vitest';
import { createDataListFixture } from '../../../../src/adapters/mock/demo/fixtures/datalist.fixture';
import { popularityFor } from '../../../../src/domain/demo/datalist/popularity';

describe('data list fixture', () => {
  const items = createDataListFixture();
  it('has unique ids and is deterministic', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(createDataListFixture()).toEqual(items);
  });
  it('covers every order status and popularity colour', () => {
    expect(new Set(items.map((i) => i.order_status))).toEqual(new Set(['on hold', 'delivered', 'canceled', 'pending']));
    expect(new Set(items.map((i) => i.popularity.color))).toEqual(new Set(['success', 'primary', 'warning', 'danger']));
  });
  it('colours agree with the popularity rule and prices are decimal strings', () => {
    for (const item of items) {
      expect(popularityFor(item.popularity.popValue)).toEqual(item.popularity);
      expect(item.price).toMatch(/^\d+\.\d{2}$/);
    }
  });
});
