import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from '@testing-library/react';
import { useState } from 'react';
import { vi, type Mock } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import type { ProductUseCases } from '../../../src/application/products/product.use-cases';
import type { UiLocale } from '../../../src/domain/shared/locale';
import type { FlatListSearch } from '../../../src/ui/components/list-view/list-search';
import { ProductFormPage } from '../../../src/ui/features/products/product-form-page';
import { ProductListPage } from '../../../src/ui/features/products/product-list-page';
import { renderWithApp } from '../../support/render-with-app';

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

function ListScreen() {
  const [search, setSearch] = useState<FlatListSearch>({});
  return <ProductListPage search={search} onSearchChange={setSearch} />;
}

/** The product screens under a small router of their own (the list keeps its search in state). */
export async function renderProductScreen(
  path: '/product/new' | '/product/list',
  products: ProductUseCases,
  locale: UiLocale = 'en',
) {
  const root = createRootRoute({ component: Outlet });
  const form = createRoute({
    getParentRoute: () => root,
    path: '/product/new',
    component: () => <ProductFormPage id={null} />,
  });
  const list = createRoute({ getParentRoute: () => root, path: '/product/list', component: ListScreen });
  const router = createRouter({
    routeTree: root.addChildren([form, list]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // act() lets the screen's first load settle inside React's test scope (no "not wrapped in act" noise).
  let result: ReturnType<typeof renderWithApp> | undefined;
  await act(async () => {
    result = renderWithApp(<RouterProvider router={router as never} />, { useCases: { products }, locale });
  });
  return result;
}
