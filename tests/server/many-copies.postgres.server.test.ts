import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContact } from '../adapters/contracts/master-data-samples';
import { ADMIN, call, signIn } from '../adapters/rest/rest-target';
import { freightInputOf } from '../../src/domain/freight/freight-record';
import { aFreight } from '../domain/freight/freight-test-data';
import { openEvents } from './event-stream-reader';
import { startNginx } from './nginx-proxy';
import { serverData, type ServerData, type ServerProcess } from './server-process';

/**
 * Copies of the server on one PostgreSQL database, each its own process as in production: one numbering of
 * shipments and invoices, one session store, one change feed (LISTEN/NOTIFY), and nothing acknowledged lost when
 * a copy is killed.
 */
const PER_COPY = 200;

const numberOf = (text: string) => Number(/(\d+)$/.exec(text)?.[1] ?? Number.NaN);

/** Unique, and no number skipped between the lowest and the highest. */
function expectConsecutive(values: readonly string[]) {
  const numbers = values.map(numberOf).sort((a, b) => a - b);
  expect(new Set(values).size).toBe(values.length);
  expect(numbers.every(Number.isFinite)).toBe(true);
  expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0) + 1).toBe(values.length);
}

describe('several copies of the server on one PostgreSQL database', () => {
  let data: ServerData;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let input: ReturnType<typeof freightInputOf>;
  const create = (copy: ServerProcess, requestToken = token) =>
    call({ baseUrl: copy.url }, 'POST', '/api/freight', { token: requestToken, body: { input } });

  beforeAll(async () => {
    data = await serverData('postgres', { FREIGHT_COUNT: '0', RATE_LIMIT_PER_MINUTE: '0' });
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await data.start();
    b = await data.start();
    token = (await signIn({ baseUrl: a.url }, ADMIN)).accessToken;
    const party = async (tag: string, company: string, country: string) => {
      const made = await call({ baseUrl: a.url }, 'POST', '/api/contacts', {
        token,
        body: sampleContact(tag, { company, country }),
      });
      expect(made.status).toBe(201);
      return { id: String(made.body.id), name: company, country };
    };
    const base = aFreight();
    const shipper = await party('Ship', base.shipper?.name ?? 'Shipper', base.shipper?.country ?? 'BR');
    const consignee = await party('Cons', base.consignee?.name ?? 'Consignee', base.consignee?.country ?? 'DE');
    // Invoiced in reais: booking needs no exchange rate (no PTAX service to ask here).
    input = freightInputOf(aFreight({ shipper, consignee, currency: 'BRL', exchangeRate: null }));
  });
  afterAll(async () => {
    await data?.remove();
  });

  it('refuses to start with DATABASE_URL and no JWT_SECRET', async () => {
    const unsigned = await serverData('postgres', { JWT_SECRET: '' });
    try {
      await expect(unsigned.start()).rejects.toThrow(/JWT_SECRET is required with DATABASE_URL/);
    } finally {
      await unsigned.remove();
    }
  });

  it('accepts, refreshes and revokes on one copy a session signed in on the other', async () => {
    const session = await signIn({ baseUrl: a.url }, ADMIN);
    const me = await call({ baseUrl: b.url }, 'GET', '/api/authenticate/me', { token: session.accessToken });
    expect(me).toMatchObject({ status: 200, body: { userData: { id: session.user.id } } });
    const refreshed = await call({ baseUrl: b.url }, 'POST', '/api/authenticate/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.body as { accessToken: string; refreshToken: string };
    expect((await call({ baseUrl: a.url }, 'GET', '/api/authenticate/me', { token: renewed.accessToken })).status).toBe(
      200,
    );
    // The spent token is refused on the copy that did not spend it.
    const reused = await call({ baseUrl: a.url }, 'POST', '/api/authenticate/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(reused.status).toBe(401);
    const fresh = await signIn({ baseUrl: a.url }, ADMIN);
    expect(
      (
        await call({ baseUrl: b.url }, 'POST', '/api/authenticate/logout', {
          body: { refreshToken: fresh.refreshToken },
        })
      ).status,
    ).toBe(204);
    const revoked = await call({ baseUrl: a.url }, 'POST', '/api/authenticate/refresh-token', {
      body: { refreshToken: fresh.refreshToken },
    });
    expect(revoked.status).toBe(401);
  });

  it('tells a change made through one copy to an event stream open on the other within a second', async () => {
    const events = await openEvents(b.url, token);
    try {
      await events.next((m) => m.event === 'comment' && m.data === 'connected');
      const made = await call({ baseUrl: a.url }, 'POST', '/api/contacts', { token, body: sampleContact('Relay') });
      const answered = Date.now();
      const change = await events.nextChange(1_000);
      expect(Date.now() - answered).toBeLessThan(1_000);
      expect(change.data).toMatchObject({ kind: 'contact', id: made.body.id, action: 'create' });
      // The same numbering on both copies: resuming on A from B's id replays nothing and misses nothing.
      const onA = await openEvents(a.url, token, { lastEventId: change.id });
      try {
        await onA.next((m) => m.event === 'comment' && m.data === 'connected');
        const next = await call({ baseUrl: b.url }, 'POST', '/api/contacts', { token, body: sampleContact('Back') });
        const after = await onA.nextChange(1_000);
        expect(after).toMatchObject({ id: String(Number(change.id) + 1), data: { id: next.body.id } });
      } finally {
        onA.close();
      }
    } finally {
      events.close();
    }
  });

  it('passes the event stream unbuffered through the nginx configuration docs/server.md gives', async () => {
    const proxy = await startNginx([a.url, b.url].map((url) => new URL(url).host));
    try {
      const events = await openEvents(proxy.url, token);
      try {
        expect(events.status).toBe(200);
        await events.next((m) => m.event === 'comment' && m.data === 'connected', 2_000);
        const made = await call({ baseUrl: proxy.url }, 'POST', '/api/contacts', {
          token,
          body: sampleContact('Nginx'),
        });
        expect(made.status).toBe(201);
        const answered = Date.now();
        const change = await events.nextChange(1_000);
        expect(Date.now() - answered).toBeLessThan(1_000);
        expect(change.data).toMatchObject({ kind: 'contact', id: made.body.id });
      } finally {
        events.close();
      }
    } finally {
      await proxy.stop();
    }
  });

  it(`gives ${2 * PER_COPY} concurrent creates across both copies consecutive references, then invoice numbers`, async () => {
    const answers = await Promise.all(Array.from({ length: 2 * PER_COPY }, (_, n) => create(n % 2 === 0 ? a : b)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const created = answers.map((answer) => answer.body as { id: string; reference: string });
    expectConsecutive(created.map((record) => record.reference));

    const booked = await Promise.all(
      created.map((record, n) =>
        call({ baseUrl: (n % 2 === 0 ? b : a).url }, 'POST', `/api/freight/${record.id}/transitions`, {
          token,
          body: { action: 'book' },
        }),
      ),
    );
    expect(booked.map((answer) => answer.status)).toEqual(booked.map(() => 200));
    expectConsecutive(booked.map((answer) => String(answer.body.invoiceNumber)));
  });

  it('loses no acknowledged create when a copy is killed in the middle of writing', async () => {
    const doomed = await data.start();
    const acknowledged: { id: string; reference: string }[] = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const answer = await create(doomed).catch(() => null);
        if (answer?.status === 201) acknowledged.push(answer.body as { id: string; reference: string });
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          doomed.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect((await doomed.exited).signal).toBe('SIGKILL');
    for (const record of acknowledged) {
      const found = await call({ baseUrl: a.url }, 'GET', `/api/freight/${record.id}`, { token });
      expect(found).toMatchObject({ status: 200, body: { reference: record.reference } });
    }
  });
});
