import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/** A browser cannot read a CORS refusal (it says "check your connection"): the server's log names the origin. */
describe('an origin the server does not allow', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { FREIGHT_COUNT: '0', CORS_ORIGIN: 'https://app.example.com' });
  });
  afterAll(() => server.stop());

  it('is logged as a warning with the request line; an allowed one is not', async () => {
    server.logLines.length = 0;
    await fetch(`${server.url}/api/health`, { headers: { Origin: 'http://build.example.net:8080' } });
    await fetch(`${server.url}/api/health`, { headers: { Origin: 'https://app.example.com' } });
    const lines = server.logLines.filter((line) => line.message === 'request');
    expect(lines.map((line) => [line.level, line.refusedOrigin])).toEqual([
      ['warn', 'http://build.example.net:8080'],
      ['info', undefined],
    ]);
  });
});
