import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '../../src/application/auth/auth-service';
import { startTestServer, type Engine, type TestServer } from './test-server';

/**
 * Sign-in throttling per client address on the Node host: the address is the socket's peer, or behind a trusted
 * proxy (TRUST_PROXY=1) the last X-Forwarded-For entry. The server listens on 127.0.0.1; clients connect from other
 * loopback addresses (127.0.0.2, ...) to be different peers.
 */
const LIMIT = 10;
const LOW_CEILING = {
  authSettings: { ...DEFAULT_AUTH_SETTINGS, signInPerAddress: { limit: LIMIT, windowSeconds: 900 } },
};

interface From {
  /** The client socket's own address. */
  readonly localAddress?: string;
  readonly forwardedFor?: string;
}

function signIn(
  url: string,
  credentials: { email: string; password: string },
  from: From = {},
): Promise<{ status: number; code: string | undefined; retryAfter: string | undefined }> {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify(credentials);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        method: 'POST',
        path: '/api/authenticate/login/user',
        agent: false,
        ...(from.localAddress ? { localAddress: from.localAddress } : {}),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(from.forwardedFor ? { 'X-Forwarded-For': from.forwardedFor } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            code: (JSON.parse(text) as { code?: string }).code,
            retryAfter: res.headers['retry-after'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const ADMIN = { email: 'admin@demo.com', password: 'demodemo' };

/** `LIMIT` failed sign-ins, each for a different account, a few at a time; `from(i)` says where each comes from. */
async function failEveryAccountOnce(url: string, from: (i: number) => From): Promise<void> {
  const statuses: number[] = [];
  for (let start = 0; start < LIMIT; start += 5) {
    const batch = Array.from({ length: Math.min(5, LIMIT - start) }, (_, k) => start + k);
    const answers = await Promise.all(
      batch.map((i) => signIn(url, { email: `nobody.${i}@throttle.example`, password: `wrong-${i}` }, from(i))),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  // Every one of them is an ordinary refusal: none was throttled yet.
  expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 401));
}

export function signInThrottlingSuite(engine: Engine): void {
  describe(`sign-in throttling per client address on ${engine}`, () => {
    let server: TestServer | null = null;
    afterEach(async () => {
      await server?.stop();
      server = null;
    });

    it('counts the socket address and ignores X-Forwarded-For when the proxy is not trusted', async () => {
      server = await startTestServer(engine, { FREIGHT_COUNT: '0' }, LOW_CEILING);
      const url = server.url;
      // A different invented header on every attempt: honoured, it would spread the failures over many addresses.
      await failEveryAccountOnce(url, (i) => ({ localAddress: '127.0.0.2', forwardedFor: `198.51.100.${i + 1}` }));

      const blocked = await signIn(url, ADMIN, { localAddress: '127.0.0.2', forwardedFor: '203.0.113.77' });
      expect(blocked).toMatchObject({ status: 429, code: 'auth.throttled' });
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      expect(await signIn(url, ADMIN, { localAddress: '127.0.0.3' })).toMatchObject({ status: 200 });

      const addresses = server.logLines
        .filter((line) => line.message === 'request' && line.path === '/api/authenticate/login/user')
        .map((line) => line.address);
      expect(new Set(addresses)).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
    });

    it('behind a trusted proxy counts the last X-Forwarded-For entry, not the earlier ones nor the socket', async () => {
      server = await startTestServer(engine, { FREIGHT_COUNT: '0', TRUST_PROXY: '1' }, LOW_CEILING);
      const url = server.url;
      // Earlier entries are the client's to invent; the proxy appended 203.0.113.9 each time.
      await failEveryAccountOnce(url, (i) => ({ forwardedFor: `198.51.100.${i + 1}, 203.0.113.9` }));

      const blocked = await signIn(url, ADMIN, { forwardedFor: '192.0.2.1, 203.0.113.9' });
      expect(blocked).toMatchObject({ status: 429, code: 'auth.throttled' });
      // The same socket and the throttled address first: another client as the proxy saw it still signs in.
      expect(await signIn(url, ADMIN, { forwardedFor: '203.0.113.9, 203.0.113.10' })).toMatchObject({ status: 200 });
      expect(await signIn(url, ADMIN, { forwardedFor: '203.0.113.9' })).toMatchObject({ status: 429 });
    });
  });
}
