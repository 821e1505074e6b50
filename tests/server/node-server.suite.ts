import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Engine, type TestServer } from './test-server';

/** The Node host itself: what it adds around the REST app, and what a restart and a shutdown keep. */
async function signIn(url: string, email = 'admin@demo.com'): Promise<string> {
  const response = await fetch(`${url}/api/authenticate/login/user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demodemo' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const aContact = (company: string) => ({
  firstname: 'Ana',
  lastname: 'Lima',
  company,
  address: '',
  city: 'Santos',
  state: 'SP',
  zip: '',
  country: 'BR',
  phone: '',
  fax: '',
  email: 'ana@example.com',
  web: '',
  roles: ['shipper'],
  taxId: '',
  requestId: `rq-${company}`,
});

export function nodeServerSuite(engine: Engine): void {
  describe(`Node server on ${engine}`, () => {
    let shared: TestServer;
    beforeAll(async () => {
      shared = await startTestServer(engine, { CORS_ORIGIN: 'https://app.example.com' });
    });
    afterAll(() => shared.stop());
    let server: TestServer | null = null;
    afterEach(async () => {
      await server?.stop();
      server = null;
    });

    it('sends the security headers: no framing, no sniffing, HTTPS only, no referrer, a closed content policy', async () => {
      const response = await fetch(`${shared.url}/api/health`);
      const header = (name: string) => response.headers.get(name) ?? '';
      expect(header('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(header('content-security-policy')).toContain("default-src 'none'");
      expect(header('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(header('x-content-type-options')).toBe('nosniff');
      expect(header('referrer-policy')).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
      expect(header('x-frame-options')).toMatch(/DENY|SAMEORIGIN/);
    });

    it('answers health with the database checked, logs one JSON line per request with its id', async () => {
      const server = shared;
      server.logLines.length = 0;
      const response = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'probe-1' } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
      expect(response.headers.get('x-request-id')).toBe('probe-1');
      const lines = server.logLines.filter((line) => line.message === 'request');
      expect(lines).toEqual([
        expect.objectContaining({ method: 'GET', path: '/api/health', status: 200, requestId: 'probe-1' }),
      ]);
      expect(typeof lines[0]?.ms).toBe('number');
      const other = await fetch(`${server.url}/api/health`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
      expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends security headers, never caches answers, and allows only the configured origins', async () => {
      const server = shared;
      const response = await fetch(`${server.url}/api/health`, { headers: { Origin: 'https://app.example.com' } });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const foreign = await fetch(`${server.url}/api/health`, { headers: { Origin: 'https://evil.example' } });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses an oversized body, a malformed body and a bad query before any service runs', async () => {
      const server = shared;
      const token = await signIn(server.url);
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const huge = await fetch(`${server.url}/api/contacts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...aContact('Big'), notes: 'x'.repeat(2_000_000) }),
      });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ code: 'request.tooLarge' });
      const broken = await fetch(`${server.url}/api/contacts`, { method: 'POST', headers, body: '{"firstname": ' });
      expect(broken.status).toBe(400);
      const badQuery = await fetch(`${server.url}/api/freight?status=flying`, { headers });
      expect(badQuery.status).toBe(400);
      expect(await badQuery.json()).toMatchObject({
        code: 'request.malformed',
        fieldErrors: { 'status.0': expect.any(String) },
      });
    });

    it('keeps its data, and signed-in sessions, across a restart', async () => {
      // PGlite keeps a generated secret in its folder; PostgreSQL needs JWT_SECRET (refused without it).
      server = await startTestServer(engine, engine === 'pglite' ? { JWT_SECRET: '' } : {});
      const token = await signIn(server.url);
      const created = await fetch(`${server.url}/api/contacts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(aContact('Kept Ltda')),
      });
      expect(created.status).toBe(201);
      const contact = (await created.json()) as { id: string };
      await server.stop({ keep: true });
      server = await server.restart();
      const again = await fetch(`${server.url}/api/contacts/${contact.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ id: contact.id, company: 'Kept Ltda' });
      expect(server.logLines.some((line) => line.message === 'demo data seeded')).toBe(false);
    });

    it('on shutdown stops accepting but answers the request in flight, then closes the database', async () => {
      server = await startTestServer(engine);
      const token = await signIn(server.url);
      const body = JSON.stringify(aContact('Late Ltda'));
      const { hostname, port } = new URL(server.url);
      // A request whose body is still arriving when the shutdown starts.
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            hostname,
            port,
            method: 'POST',
            path: '/api/contacts',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 20));
        setTimeout(() => req.end(body.slice(20)), 300);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopping = server.running.close();
      // A new connection is refused (fetch could reuse a kept-alive one, which is still answered while closing).
      const fresh = new Promise<string>((resolve) => {
        const probe = httpRequest({ hostname, port, path: '/api/health', agent: false }, (res) => {
          res.resume();
          resolve(`answered ${res.statusCode}`);
        });
        probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        probe.end();
      });
      expect(await fresh).toBe('ECONNREFUSED');
      const late = await answer;
      expect(late.status).toBe(201);
      expect(JSON.parse(late.text)).toMatchObject({ company: 'Late Ltda' });
      await stopping;
      await expect(server.running.database.query('SELECT 1')).rejects.toThrow();
      await server.stop().catch(() => undefined);
      server = null;
    });
  });
}
