import { createAggridFixture } from '../fixtures/aggrid.fixture';
import { ok } from '../../mock-responses';
import { demoHandlers } from './demo-handler-helpers';

export const handlers = demoHandlers((router) => {
  let rows: ReturnType<typeof createAggridFixture> | null = null;
  router.get('/api/aggrid/data', () => ok({ data: (rows ??= createAggridFixture()) }));
});
