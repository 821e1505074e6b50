import { createAutocompleteFixture } from '../fixtures/autocomplete.fixture';
import { ok } from '../../mock-responses';
import type { MockHandlersModule } from '../../mock-server';

export const handlers: MockHandlersModule = {
  area: 'demo',
  register(router) {
    const titles = createAutocompleteFixture();
    router.get('/api/autocomplete/data', () => ok({ autoComplete: titles }));
  },
};
