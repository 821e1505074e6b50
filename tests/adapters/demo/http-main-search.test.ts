import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { createHttpMainSearchSource } from '../../../src/adapters/http/demo/http-main-search.adapter';
import { handlers as mainSearchHandlers } from '../../../src/adapters/mock/demo/handlers/main-search.handlers';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import { makeMainSearchUseCases } from '../../../src/application/demo/main-search.use-cases';
import { hasAnyResult, searchGroups } from '../../../src/domain/demo/main-search/main-search';

let handle: MockServerHandle | null = null;
afterEach(() => {
  handle?.shutdown();
  handle = null;
});

function mainSearch() {
  handle = startMockServer({
    latencyMs: 0,
    seed: 1,
    freightCount: 10,
    mode: 'firebase',
    modules: [mainSearchHandlers],
  });
  const http = createHttpClient({ baseUrl: '', timeoutMs: 2000 });
  return makeMainSearchUseCases({ mainSearch: createHttpMainSearchSource(http) });
}

describe('main search over HTTP against the mock server', () => {
  it('returns the three groups, searchable with the 4 per group limit', async () => {
    const groups = await mainSearch().load();
    expect(groups.map((g) => g.id)).toEqual(['pages', 'files', 'contacts']);
    const result = searchGroups(groups, 'a');
    expect(result.every((g) => g.items.length <= 4)).toBe(true);
    expect(hasAnyResult(searchGroups(groups, 'no such thing'))).toBe(false);
  });
});
