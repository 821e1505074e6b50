import { afterEach } from 'vitest';
import { startMockHost, type MockHostHandle, type MockHostOptions } from '../../../src/adapters/mock/mock-host';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import type { StartRestTarget } from './rest-target';

/**
 * The browser host of the REST contract for a test file: each start is a fresh seeded memory store (staff accounts,
 * master data, no shipments) behind Pretender, answering same-origin requests on the global fetch.
 */
export function mockRestTarget(options: Pick<MockHostOptions, 'now' | 'logger'> = {}): StartRestTarget {
  let host: MockHostHandle | null = null;
  let server: MockServerHandle | null = null;
  const stop = () => {
    server?.shutdown();
    host?.shutdown();
    server = null;
    host = null;
  };
  afterEach(stop);
  return async () => {
    stop();
    host = await startMockHost({ seed: 7, freightCount: 0, hashIterations: 1, ...options });
    server = startMockServer({ latencyMs: 0, seed: 7, freightCount: 0, mode: 'mock', modules: [], rest: host });
    return { baseUrl: '' };
  };
}
