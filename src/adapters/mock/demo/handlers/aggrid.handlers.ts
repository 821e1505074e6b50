import { createAggridFixture } from '../fixtures/aggrid.fixture';
import { ok } from '../../mock-responses';
import type { MockHandlersModule } from '../../mock-server';

export const handlers: MockHandlersModule = {
  area: 'demo',
  register(router) {
    let rows: ReturnType<typeof createAggridFixture> | null = null;
    router.get('/api/aggrid/data', () => ok({ data: (rows ??= createAggridFixture()) }));
  },
};
