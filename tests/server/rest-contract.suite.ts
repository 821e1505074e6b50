import { afterAll, beforeAll } from 'vitest';
import { restContractSuites } from '../adapters/rest/rest-contract-suites';
import { startTestServer, type Engine, type TestServer } from './test-server';

/**
 * Every suite of the REST contract (the repository contracts through the HTTP adapters, sign-in, and the
 * contract's own behaviour) against the Node server: one server per file, its database emptied and reseeded with
 * the staff accounts and master data before each test.
 */
export function restContractOnServer(engine: Engine): void {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { FREIGHT_COUNT: '0' });
  });
  afterAll(() => server.stop());
  restContractSuites(`Node server on ${engine}`, async () => {
    await server.reset();
    return { baseUrl: server.url };
  });
}
