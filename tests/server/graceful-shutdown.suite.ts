import { Agent, request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { serverData, type ServerData } from './server-process';
import type { Engine } from './test-server';

/**
 * SIGTERM in the middle of a stream of shipment creates, on the real server process: what was answered is kept,
 * nothing is made twice, what was in flight is answered, the process ends by itself and refuses what comes later.
 */
const WORKERS = 12;
/** How long the process may take from SIGTERM to its exit: its grace for requests in flight (10 s) and a margin. */
const EXIT_BOUND_MS = 12_000;

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly connection: string | null;
}

interface Outcome {
  readonly requestId: string;
  readonly startedAt: number;
  /** When the whole request had been written to the socket. */
  sentAt: number | null;
  answeredAt: number | null;
  answer: Answer | null;
  /** The error code when no answer came (ECONNREFUSED: the connection was never accepted). */
  error: string | null;
}

function send(
  agent: Agent | false,
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): { sent: Promise<void>; answer: Promise<Answer> } {
  const { hostname, port } = new URL(url);
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers, agent }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection ?? null }),
      );
      res.on('error', reject);
    });
    req.on('finish', markSent);
    req.on('error', reject);
    req.end(body);
  });
  return { sent, answer };
}

async function json<T>(
  url: string,
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const { answer } = send(
    false,
    url,
    init.method ?? 'GET',
    path,
    headers,
    init.body === undefined ? undefined : JSON.stringify(init.body),
  );
  const { status, body } = await answer;
  return { status, body: JSON.parse(body) as T };
}

async function signIn(url: string): Promise<string> {
  const { status, body } = await json<{ accessToken: string }>(url, '/api/authenticate/login/user', null, {
    method: 'POST',
    body: { email: 'admin@demo.com', password: 'demodemo' },
  });
  expect(status).toBe(200);
  return body.accessToken;
}

const errorCode = (error: unknown) =>
  String((error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : error));

async function connectionError(url: string): Promise<string | null> {
  try {
    await send(false, url, 'GET', '/api/health', {}).answer;
    return null;
  } catch (error) {
    return errorCode(error);
  }
}

export function gracefulShutdownSuite(engine: Engine): void {
  describe(`graceful shutdown of the server process on ${engine}`, () => {
    let data: ServerData | null = null;
    afterAll(() => data?.remove());

    it('keeps every answered create, makes none twice, answers what was in flight, exits 0 and refuses later connections', async () => {
      data = await serverData(engine);
      const first = await data.start();
      const token = await signIn(first.url);
      const sample = await json<{ items: Record<string, unknown>[] }>(first.url, '/api/freight?pageSize=1', token);
      const { id: _id, reference: _ref, status: _st, history: _h, audit: _a, ...input } = sample.body.items[0] ?? {};
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const bodyOf = (requestId: string) => JSON.stringify({ input, requestId });

      const agent = new Agent({ keepAlive: true, maxSockets: WORKERS });
      const outcomes: Outcome[] = [];
      let sigtermAt = Number.POSITIVE_INFINITY;
      const worker = async (w: number) => {
        for (let i = 0; performance.now() < sigtermAt + 20_000; i += 1) {
          const outcome: Outcome = {
            requestId: `shutdown-${w}-${i}`,
            startedAt: performance.now(),
            sentAt: null,
            answeredAt: null,
            answer: null,
            error: null,
          };
          outcomes.push(outcome);
          const { sent, answer } = send(
            agent,
            first.url,
            'POST',
            '/api/freight',
            { ...headers, 'X-Request-Id': outcome.requestId },
            bodyOf(outcome.requestId),
          );
          void sent.then(() => (outcome.sentAt = performance.now()));
          try {
            outcome.answer = await answer;
            outcome.answeredAt = performance.now();
          } catch (error) {
            outcome.error = errorCode(error);
            return;
          }
        }
      };
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
      while (outcomes.filter((o) => o.answer).length < 40) await new Promise((resolve) => setTimeout(resolve, 10));

      sigtermAt = performance.now();
      first.child.kill('SIGTERM');
      await first.logged('shutting down');
      // The server says it is shutting down once its listener is closed: a new connection is refused at once.
      expect(await connectionError(first.url)).toBe('ECONNREFUSED');
      const exit = await first.exited;
      const exitMs = performance.now() - sigtermAt;
      await Promise.all(workers);
      agent.destroy();

      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitMs).toBeLessThan(EXIT_BOUND_MS);
      expect(first.logLines.some((line) => line.message === 'stopped')).toBe(true);
      expect(await connectionError(first.url)).toBe('ECONNREFUSED');

      // Every request was answered, or refused before it reached the server; none was cut off. On PGlite the
      // database works in the server's own thread: a connection can still wait in the kernel's accept queue when the
      // listener closes, and the kernel resets it. Such a request never reached the server (its request log has no
      // line for it), and the restart below shows it is made once when sent again; one the server did read must
      // have been answered.
      const sinceSigterm = (at: number | null) => (at === null ? null : Math.round(at - sigtermAt));
      const handled = new Set(first.logLines.map((line) => line.requestId));
      const neverRead = (o: Outcome) => engine === 'pglite' && o.error === 'ECONNRESET' && !handled.has(o.requestId);
      const cutOff = outcomes.filter((o) => !o.answer && o.error !== 'ECONNREFUSED' && !neverRead(o));
      expect(
        cutOff.map((o) => ({ error: o.error, started: sinceSigterm(o.startedAt), sent: sinceSigterm(o.sentAt) })),
      ).toEqual([]);
      expect(outcomes.filter((o) => o.answer && o.answer.status !== 201)).toEqual([]);
      expect(outcomes.filter((o) => o.error === 'ECONNREFUSED' && o.startedAt < sigtermAt)).toEqual([]);
      // Requests written before SIGTERM were all answered, some of them after it (the shutdown really caught some).
      const sentBefore = outcomes.filter((o) => o.sentAt !== null && o.sentAt < sigtermAt && !neverRead(o));
      expect(sentBefore.every((o) => o.answer?.status === 201)).toBe(true);
      expect(sentBefore.filter((o) => (o.answeredAt ?? 0) > sigtermAt).length).toBeGreaterThan(0);
      // Answers given while closing told the client to close its connection (so it sent nothing more on it).
      expect(outcomes.some((o) => o.answer?.connection === 'close')).toBe(true);

      const answered = new Map(
        outcomes
          .filter((o) => o.answer?.status === 201)
          .map((o) => [o.requestId, JSON.parse(o.answer?.body ?? '{}') as { id: string; reference: string }]),
      );
      const restarted = await data.start();
      const again = await signIn(restarted.url);
      const inTurns = async <T>(items: readonly T[], each: (item: T) => Promise<void>) => {
        for (let start = 0; start < items.length; start += WORKERS) {
          await Promise.all(items.slice(start, start + WORKERS).map(each));
        }
      };
      await inTurns([...answered.values()], async (record) => {
        const kept = await json<{ id: string; reference: string }>(restarted.url, `/api/freight/${record.id}`, again);
        expect(kept.status).toBe(200);
        expect(kept.body.reference).toBe(record.reference);
      });
      // Sending every request again (as a client that did not get or did not trust its answer would) makes nothing
      // twice: the answered ones answer the record they made, the refused ones are made now, once.
      await inTurns(outcomes, async (outcome) => {
        const resent = await json<{ id: string }>(restarted.url, '/api/freight', again, {
          method: 'POST',
          body: { input, requestId: outcome.requestId },
        });
        expect(resent.status).toBe(201);
        const earlier = answered.get(outcome.requestId);
        if (earlier) expect(resent.body.id).toBe(earlier.id);
      });
      const count = await json<{ total: number }>(restarted.url, '/api/freight?pageSize=1', again);
      expect(count.body.total).toBe(25 + outcomes.length);

      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toEqual({ code: 0, signal: null });
    });
  });
}
