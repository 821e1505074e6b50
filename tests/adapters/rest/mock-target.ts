import { afterEach } from 'vitest';
import { startMockHost, type MockHostHandle, type MockHostOptions } from '../../../src/adapters/mock/mock-host';
import type { StartRestTarget } from './rest-target';

/**
 * The browser host of the REST contract for a test file: each start is a fresh seeded memory store (staff accounts,
 * master data, no shipments) behind Pretender, answering same-origin requests on the global fetch.
 */
export function mockRestTarget(options: Pick<MockHostOptions, 'now' | 'logger'> = {}): StartRestTarget {
  let host: MockHostHandle | null = null;
  afterEach(() => {
    host?.shutdown();
    host = null;
  });
  return async () => {
    host?.shutdown();
    host = await startMockHost({
      latencyMs: 0,
      seed: 7,
      freightCount: 0,
      mode: 'mock',
      hashIterations: 1,
      modules: [],
      ...options,
    });
    return { baseUrl: '' };
  };
}
