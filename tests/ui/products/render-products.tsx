import { act } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import type { ProductUseCases } from '../../../src/application/products/product.use-cases';
import type { Product } from '../../../src/domain/product/product';
import { productListConfig } from '../../../src/domain/product/product-list';
import { createListIndex } from '../../../src/domain/shared/list-query';
import type { UiLocale } from '../../../src/domain/shared/locale';
import { renderRoute } from '../../support/render-with-app';

export type FakeProducts = { [K in keyof ProductUseCases]: Mock<ProductUseCases[K]> };

/** The products use cases as spies: an empty catalogue unless a test gives its own answers. */
export function fakeProducts(answers: Partial<ProductUseCases> = {}): FakeProducts {
  const all: ProductUseCases = {
    list: async () => ({ items: [], total: 0, page: 1, pageCount: 1 }),
    search: async () => [],
    get: async () => {
      throw new AppError('not-found', 'No such product.');
    },
    save: async () => {
      throw new AppError('server', 'No save in this test.');
    },
    remove: async () => undefined,
    importMany: async () => ({ created: 0 }),
    ...answers,
  };
  return {
    list: vi.fn(all.list),
    search: vi.fn(all.search),
    get: vi.fn(all.get),
    save: vi.fn(all.save),
    remove: vi.fn(all.remove),
    importMany: vi.fn(all.importMany),
  };
}

/** A catalogue of `count` products (P-0001...), every third one made in Chile, the rest in Brazil. */
export function productRows(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return {
      id: `p-${n}`,
      code: `P-${n}`,
      descriptionPt: `Produto ${n}`,
      descriptionEn: `Product ${n}`,
      hsCode: '090111',
      ncmCode: '09011110',
      unit: 'kg',
      unitPrice: { minor: 1000 + i, currency: 'USD' },
      netWeightGrams: 1000,
      grossWeightGrams: 1100,
      countryOfOrigin: i % 3 === 2 ? 'CL' : 'BR',
      active: true,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
  });
}

/** The products use cases over an array, answering as the backend does (search, filters, sort, pages, saves). */
export function memoryProducts(rows: Product[]): FakeProducts {
  return fakeProducts({
    list: async (query) => {
      const { match: _match, ...page } = createListIndex(rows, productListConfig).run(query);
      return page;
    },
    get: async (id) => {
      const found = rows.find((p) => p.id === id);
      if (!found) throw new AppError('not-found', 'No such product.');
      return found;
    },
    save: async (id, fields) => {
      const saved: Product = { ...fields, id: id ?? `p-new-${rows.length}`, updatedAt: new Date().toISOString() };
      const at = rows.findIndex((p) => p.id === saved.id);
      if (at >= 0) rows[at] = saved;
      else rows.push(saved);
      return saved;
    },
  });
}

/** A product screen through the app's own routes (loaders, query cache, signed-in frame) at `path`. */
export async function renderProductScreen(path: string, products: ProductUseCases, locale: UiLocale = 'en') {
  // act() lets the screen's first load settle inside React's test scope (no "not wrapped in act" noise).
  let result: Awaited<ReturnType<typeof renderRoute>> | undefined;
  await act(async () => {
    result = await renderRoute(path, { useCases: { products }, locale });
  });
  return result as Awaited<ReturnType<typeof renderRoute>>;
}
