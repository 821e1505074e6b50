import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_SETTINGS } from '../../../src/application/auth/registration-gate';
import { startTestServer, type TestServer } from '../../server/test-server';
import { plan } from '../support/hardening-report';

/**
 * Guessing, flooding and slow clients against the Node server on PGlite: sign-in throttling that stops guessing
 * but never the owner, registration throttles, the pending cap and the admin's switch, the request rate limit and
 * Node's timeouts. Clients connect from different loopback addresses (127.0.0.x) to be different peers.
 */
const table = plan('api', 'input', 'sign-in and registration throttling', [
  'owner signs in while an attacker elsewhere fails 30 times',
  '25 parallel guesses get at most 5 evaluations',
  'registration flood from one address',
  'registrations aimed at one e-mail from many addresses',
  'registrations beyond the pending cap',
  'registration switched off by an admin',
  'a member of staff switching registration on',
  'requests beyond the per-user rate',
  'anonymous requests beyond the per-address rate',
  'a client that never finishes its headers',
  'self-registration closed on a server by default',
] as const);

interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly retryAfter?: string;
}

function send(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; from?: string } = {},
): Promise<Reply> {
  const { hostname, port } = new URL(server.url);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        method,
        path,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            body = { raw: text.slice(0, 100) };
          }
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, body, ...(retryAfter ? { retryAfter } : {}) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const STAFF = { email: 'staff@demo.com', password: 'demodemo' };
const ADMIN = { email: 'admin@demo.com', password: 'demodemo' };
const login = (server: TestServer, who: { email: string; password: string }, from: string) =>
  send(server, 'POST', '/api/authenticate/login/user', { body: who, from });
const register = (server: TestServer, email: string, from: string) =>
  send(server, 'POST', '/api/authenticate/register/user', {
    body: { name: 'Flood', email, password: 'a-long-enough-password' },
    from,
  });
const seen = (replies: readonly Reply[]) =>
  Object.entries(
    replies.reduce<Record<string, number>>((counts, r) => {
      const key = `${r.status}${typeof r.body.code === 'string' ? ` ${r.body.code}` : ''}`;
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {}),
  )
    .map(([key, n]) => `${n}x ${key}`)
    .join(', ');

let server: TestServer;
let closedByDefault: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    'pglite',
    { FREIGHT_COUNT: '0', RATE_LIMIT_PER_MINUTE: '120' },
    { registration: { ...DEFAULT_REGISTRATION_SETTINGS, openByDefault: true, maxPending: 8 } },
  );
  closedByDefault = await startTestServer('pglite', {
    FREIGHT_COUNT: '0',
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '1000',
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await closedByDefault?.stop();
});

describe('sign-in throttling', () => {
  it('never locks the owner out from another address', async () => {
    await server.reset();
    const attacks: Reply[] = [];
    for (let i = 0; i < 30; i += 1) {
      attacks.push(await login(server, { ...STAFF, password: `guess-${i}` }, '127.0.0.2'));
    }
    const owner = await login(server, STAFF, '127.0.0.3');
    table.observe('owner signs in while an attacker elsewhere fails 30 times', {
      unsafe: owner.status !== 200,
      seen: `attacker: ${seen(attacks)}; owner: ${owner.status}`,
    });
    expect(owner.status).toBe(200);
    expect(attacks.filter((r) => r.status === 401)).toHaveLength(5);
  });

  it('evaluates at most five of 25 guesses sent at once', async () => {
    await server.reset();
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(server, { ...ADMIN, password: `parallel-${i}` }, '127.0.0.4')),
    );
    const evaluated = guesses.filter((r) => r.status === 401).length;
    const throttled = guesses.filter((r) => r.status === 429 && r.body.code === 'auth.throttled' && r.retryAfter);
    table.observe('25 parallel guesses get at most 5 evaluations', {
      unsafe: evaluated > 5 || evaluated + throttled.length !== 25,
      seen: seen(guesses),
    });
    expect(evaluated).toBeLessThanOrEqual(5);
  });
});

describe('registration', () => {
  it('throttles a flood from one address', async () => {
    await server.reset();
    const replies: Reply[] = [];
    for (let i = 0; i < 15; i += 1) replies.push(await register(server, `flood.${i}@example.com`, '127.0.0.5'));
    const accepted = replies.filter((r) => r.status === 202).length;
    table.observe('registration flood from one address', {
      unsafe: accepted > 5 || replies.some((r) => r.status !== 202 && r.body.code !== 'auth.throttled'),
      seen: seen(replies),
    });
    expect(accepted).toBe(5);
  });

  it('throttles registrations aimed at one e-mail whatever the address', async () => {
    await server.reset();
    const replies: Reply[] = [];
    for (let i = 0; i < 6; i += 1) replies.push(await register(server, 'target@example.com', `127.0.1.${i + 1}`));
    const throttled = replies.filter((r) => r.status === 429 && r.body.code === 'auth.throttled').length;
    table.observe('registrations aimed at one e-mail from many addresses', {
      unsafe: throttled !== 3 || replies[0]?.status !== 202,
      seen: seen(replies),
    });
    expect(throttled).toBe(3);
  });

  it('refuses registrations once the pending accounts are at their cap', async () => {
    await server.reset();
    const replies: Reply[] = [];
    for (let i = 0; i < 10; i += 1) replies.push(await register(server, `cap.${i}@example.com`, `127.0.2.${i + 1}`));
    const admin = String((await login(server, ADMIN, '127.0.0.9')).body.accessToken);
    const pending = await send(server, 'GET', '/api/staff/users?status=pending&pageSize=1', {
      token: admin,
      from: '127.0.0.9',
    });
    const full = replies.filter((r) => r.status === 403 && r.body.code === 'auth.registration.full').length;
    table.observe('registrations beyond the pending cap', {
      unsafe: pending.body.total !== 8 || full !== 2,
      seen: `${seen(replies)}; pending ${String(pending.body.total)}`,
    });
    expect(pending.body.total).toBe(8);
  });

  it('is refused while an admin has it switched off; staff cannot switch it', async () => {
    await server.reset();
    const admin = String((await login(server, ADMIN, '127.0.0.9')).body.accessToken);
    const staff = String((await login(server, STAFF, '127.0.0.9')).body.accessToken);
    const off = await send(server, 'PUT', '/api/authenticate/registration', {
      token: admin,
      body: { open: false },
      from: '127.0.0.9',
    });
    const refused = await register(server, 'closed@example.com', '127.0.3.1');
    const state = await send(server, 'GET', '/api/authenticate/registration', { from: '127.0.3.1' });
    table.observe('registration switched off by an admin', {
      unsafe: off.status !== 200 || refused.body.code !== 'auth.registration.closed' || state.body.open !== false,
      seen: `switch ${off.status}; register ${refused.status} ${String(refused.body.code)}; open ${String(state.body.open)}`,
    });
    const byStaff = await send(server, 'PUT', '/api/authenticate/registration', {
      token: staff,
      body: { open: true },
      from: '127.0.0.9',
    });
    const after = await send(server, 'GET', '/api/authenticate/registration', { from: '127.0.3.1' });
    table.observe('a member of staff switching registration on', {
      unsafe: byStaff.status !== 403 || after.body.open !== false,
      seen: `${byStaff.status} ${String(byStaff.body.code)}; open ${String(after.body.open)}`,
    });
    expect(refused.status).toBe(403);
    expect(byStaff.status).toBe(403);
  });

  it('is closed on a server started with the defaults', async () => {
    const state = await send(closedByDefault, 'GET', '/api/authenticate/registration');
    const refused = await register(closedByDefault, 'default@example.com', '127.0.0.1');
    table.observe('self-registration closed on a server by default', {
      unsafe: state.body.open !== false || refused.body.code !== 'auth.registration.closed',
      seen: `open ${String(state.body.open)}; register ${refused.status} ${String(refused.body.code)}`,
    });
    expect(refused.status).toBe(403);
  });
});

describe('request rate and timeouts', () => {
  it('answers 429 with Retry-After past the per-user rate, other users unaffected', async () => {
    await server.reset();
    const staff = String((await login(server, STAFF, '127.0.4.1')).body.accessToken);
    const admin = String((await login(server, ADMIN, '127.0.4.2')).body.accessToken);
    const replies: Reply[] = [];
    for (let i = 0; i < 140; i += 1) {
      replies.push(await send(server, 'GET', '/api/authenticate/me', { token: staff, from: '127.0.4.1' }));
    }
    const limited = replies.filter((r) => r.status === 429 && r.body.code === 'request.rateLimited' && r.retryAfter);
    const other = await send(server, 'GET', '/api/authenticate/me', { token: admin, from: '127.0.4.1' });
    table.observe('requests beyond the per-user rate', {
      unsafe: limited.length === 0 || other.status !== 200,
      seen: `${seen(replies)}; another user ${other.status}`,
    });
    expect(limited.length).toBeGreaterThan(0);
  });

  it('answers 429 past the per-address rate for anonymous requests', async () => {
    const replies: Reply[] = [];
    for (let i = 0; i < 140; i += 1) {
      replies.push(await send(server, 'GET', '/api/authenticate/registration', { from: '127.0.4.3' }));
    }
    const limited = replies.filter((r) => r.status === 429 && r.body.code === 'request.rateLimited');
    table.observe('anonymous requests beyond the per-address rate', {
      unsafe: limited.length === 0,
      seen: seen(replies),
    });
    expect(limited.length).toBeGreaterThan(0);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { hostname, port } = new URL(closedByDefault.url);
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text.split('\r\n')[0] || 'closed'));
      setTimeout(() => {
        socket.destroy();
        resolve('still open after 8 s');
      }, 8000);
    });
    const ms = Date.now() - started;
    table.observe('a client that never finishes its headers', {
      unsafe: outcome === 'still open after 8 s',
      seen: `${outcome} after ${ms} ms`,
    });
    expect(outcome).not.toBe('still open after 8 s');
  }, 15_000);
});
