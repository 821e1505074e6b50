import { createMainSearchFixture } from '../fixtures/main-search.fixture';
import { ok } from '../../mock-responses';
import type { MockHandlersModule } from '../../mock-server';

export const handlers: MockHandlersModule = {
  area: 'demo',
  register(router) {
    const answer = createMainSearchFixture();
    router.get('/api/main-search/data', () => ok(answer));
  },
};
