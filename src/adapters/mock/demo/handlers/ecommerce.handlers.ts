import { createEcommerceFixture } from '../fixtures/ecommerce.fixture';
import { ok } from '../../mock-responses';
import { demoHandlers } from './demo-handler-helpers';

/** Not in the original table: the shop demo's catalogue. Cart and wishlist live in the browser. */
export const handlers = demoHandlers((router) => {
  const products = createEcommerceFixture();
  router.get('/api/ecommerce/products', () => ok(products));
});
