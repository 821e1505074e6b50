import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { createHttpFreightRepository } from '../../../src/adapters/http/http-freight-repository.adapter';
import { handlers as auth } from '../../../src/adapters/mock/handlers/auth.handlers';
import { handlers as freight } from '../../../src/adapters/mock/handlers/freight.handlers';
import { signToken } from '../../../src/adapters/mock/mock-jwt';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import { freightRepositoryContract } from './freight-repository.contract';

/** The contract over HTTP against the Pretender mock server, starting from an empty freight table. */
const NOW = new Date('2026-11-21T12:00:00Z');
let server: MockServerHandle | null = null;
afterEach(() => {
  server?.shutdown();
  server = null;
});

async function signedIn(userId: string) {
  const token = await signToken(userId, NOW);
  const http = createHttpClient({ baseUrl: '', timeoutMs: 5000 });
  http.setAuth({ token: () => token, refresh: async () => null, onExpired: () => undefined });
  return createHttpFreightRepository(http);
}

freightRepositoryContract('HTTP adapter + mock server', async () => {
  server = startMockServer({
    latencyMs: 0,
    seed: 1,
    freightCount: 1,
    mode: 'mock',
    now: () => NOW,
    modules: [auth, freight],
  });
  server.db.table('freight').length = 0;
  return { staff: await signedIn('u-staff'), admin: await signedIn('u-admin') };
});

describe('mock freight endpoints without a session', () => {
  it('answer 401 so the app signs the user in again', async () => {
    server = startMockServer({
      latencyMs: 0,
      seed: 1,
      freightCount: 3,
      mode: 'mock',
      now: () => NOW,
      modules: [auth, freight],
    });
    const response = await fetch('/api/freight');
    expect(response.status).toBe(401);
  });
});
