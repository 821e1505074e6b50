import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { ok } from '../../../src/adapters/mock/mock-responses';
import {
  startMockServer,
  type MockHandlersModule,
  type MockServerHandle,
} from '../../../src/adapters/mock/mock-server';

const probe: MockHandlersModule = {
  area: 'product',
  register(router, context) {
    context.db.define('things', () => [{ id: 1, seed: context.seed }]);
    router.get('/api/probe/things', () => ok(context.db.table('things')));
    router.post('/api/probe/echo', (request) => ok({ got: request.body }));
    router.get('/api/probe/boom', () => {
      throw new Error('kaput');
    });
  },
};
const demo: MockHandlersModule = {
  area: 'demo',
  register: (router) => router.get('/api/probe/demo', () => ok('demo')),
};

let handle: MockServerHandle | null = null;
afterEach(() => {
  handle?.shutdown();
  handle = null;
});

const client = () => createHttpClient({ baseUrl: '', timeoutMs: 2000 });

describe('startMockServer', () => {
  it('answers registered routes with JSON through the HTTP client, seeded from the options', async () => {
    handle = startMockServer({ latencyMs: 0, seed: 7, freightCount: 10, mode: 'mock', modules: [probe, demo] });
    await expect(client().get('/api/probe/things')).resolves.toEqual([{ id: 1, seed: 7 }]);
    await expect(client().post('/api/probe/echo', { a: 1 })).resolves.toEqual({ got: { a: 1 } });
  });

  it('turns a thrown handler error into a 500 with its message', async () => {
    handle = startMockServer({ latencyMs: 0, seed: 1, freightCount: 10, mode: 'mock', modules: [probe] });
    await expect(client().get('/api/probe/boom')).rejects.toMatchObject({
      kind: 'server',
      status: 500,
      message: 'kaput',
    });
  });

  it('registers only the demo areas in firebase mode', async () => {
    handle = startMockServer({ latencyMs: 0, seed: 1, freightCount: 10, mode: 'firebase', modules: [probe, demo] });
    await expect(client().get('/api/probe/demo')).resolves.toBe('demo');
    expect(handle.db.has('things')).toBe(false);
  });

  it('waits the configured latency before answering', async () => {
    handle = startMockServer({ latencyMs: 60, seed: 1, freightCount: 10, mode: 'mock', modules: [demo] });
    const started = performance.now();
    await client().get('/api/probe/demo');
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('hands every /api/ request no demo handler claims to the REST app, as a web Request', async () => {
    const seen: string[] = [];
    const rest = {
      fetch: async (request: Request) => {
        seen.push(
          `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search} ${await request.text()}`,
        );
        return new Response(JSON.stringify({ from: 'rest' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    };
    handle = startMockServer({ latencyMs: 0, seed: 1, freightCount: 10, mode: 'mock', modules: [demo], rest });
    await expect(client().get('/api/probe/demo')).resolves.toBe('demo');
    await expect(client().post('/api/freight/x/transitions', { action: 'book' })).resolves.toEqual({ from: 'rest' });
    await expect(client().get('/api/freight', { query: { status: ['a', 'b'] } })).resolves.toEqual({ from: 'rest' });
    expect(seen).toEqual(['POST /api/freight/x/transitions {"action":"book"}', 'GET /api/freight?status=a&status=b ']);
  });

  it('restores the native fetch on shutdown', () => {
    const before = globalThis.fetch;
    const server = startMockServer({ latencyMs: 0, seed: 1, freightCount: 10, mode: 'mock', modules: [demo] });
    expect(globalThis.fetch).not.toBe(before);
    server.shutdown();
    expect(globalThis.fetch).toBe(before);
  });
});
