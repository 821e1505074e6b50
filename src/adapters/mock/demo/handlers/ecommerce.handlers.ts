import { createEcommerceFixture } from '../fixtures/ecommerce.fixture';
import { ok } from '../../mock-responses';
import type { MockHandlersModule } from '../../mock-server';

/** Not in the original table: the shop demo's catalogue. Cart and wishlist live in the browser. */
export const handlers: MockHandlersModule = {
  area: 'demo',
  register(router) {
    const products = createEcommerceFixture();
    router.get('/api/ecommerce/products', () => ok(products));
  },
};
