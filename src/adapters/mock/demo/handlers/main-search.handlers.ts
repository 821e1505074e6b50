import { createMainSearchFixture } from '../fixtures/main-search.fixture';
import { ok } from '../../mock-responses';
import { demoHandlers } from './demo-handler-helpers';

export const handlers = demoHandlers((router) => {
  const answer = createMainSearchFixture();
  router.get('/api/main-search/data', () => ok(answer));
});
