import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../src/application/errors/app-error';
import { buildUrl, createHttpClient } from '../../../src/adapters/http/http-client';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function clientWith(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, timeoutMs = 1000) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createHttpClient({
    baseUrl: 'https://api.test/',
    timeoutMs,
    fetch: () =>
      ((url: string, init: RequestInit) => {
        calls.push({ url, init });
        return fetchImpl(url, init);
      }) as typeof fetch,
  });
  return { client, calls };
}

async function caught(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a rejection');
}

describe('buildUrl', () => {
  it('joins base and path and encodes the query, skipping empty values', () => {
    expect(buildUrl('https://a.test/', 'api/x', { q: 'a b', page: 2, none: undefined, tags: ['x', 'y'] })).toBe(
      'https://a.test/api/x?q=a+b&page=2&tags=x&tags=y',
    );
    expect(buildUrl('', '/api/y')).toBe('/api/y');
  });
});

describe('createHttpClient', () => {
  it('returns the parsed body and sends JSON', async () => {
    const { client, calls } = clientWith(async () => json(200, { id: 1 }));
    await expect(client.post('/api/things', { name: 'x' })).resolves.toEqual({ id: 1 });
    expect(calls[0]?.init.body).toBe('{"name":"x"}');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it.each([
    [400, 'validation'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('turns status %i into a %s error with the server message', async (status, kind) => {
    const { client } = clientWith(async () => json(status, { error: 'Nope', fieldErrors: { code: 'taken' } }));
    const error = await caught(client.get('/api/x'));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toBe('Nope');
    expect(error.fieldErrors).toEqual({ code: 'taken' });
  });

  it('reports a network failure', async () => {
    const { client } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await caught(client.get('/api/x'))).kind).toBe('network');
  });

  it('reports a time-out', async () => {
    const { client } = clientWith(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      20,
    );
    expect((await caught(client.get('/api/slow'))).kind).toBe('timeout');
  });

  it('reports a body that is not JSON, and one that breaks the schema, as malformed', async () => {
    const { client } = clientWith(async () => new Response('<html>oops</html>', { status: 200 }));
    expect((await caught(client.get('/api/x'))).kind).toBe('malformed');
    const { client: second } = clientWith(async () => json(200, { id: 'not-a-number' }));
    expect((await caught(second.get('/api/x', { schema: z.object({ id: z.number() }) }))).kind).toBe('malformed');
  });

  it('refreshes the token once for many parallel 401s and retries each request', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 5));
      token = 'new';
      return token;
    });
    const { client, calls } = clientWith(async (_url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new' ? json(200, { ok: true }) : json(401, { error: 'expired' });
    });
    client.setAuth({ token: () => token, refresh, onExpired: vi.fn() });
    const results = await Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(6);
  });

  it('ends the session when the refresh fails', async () => {
    const onExpired = vi.fn();
    const { client } = clientWith(async () => json(401, { error: 'expired' }));
    client.setAuth({ token: () => 'old', refresh: async () => null, onExpired });
    expect((await caught(client.get('/api/a'))).kind).toBe('unauthorized');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
