import { createAutocompleteFixture } from '../fixtures/autocomplete.fixture';
import { ok } from '../../mock-responses';
import { demoHandlers } from './demo-handler-helpers';

export const handlers = demoHandlers((router) => {
  const titles = createAutocompleteFixture();
  router.get('/api/autocomplete/data', () => ok({ autoComplete: titles }));
});
