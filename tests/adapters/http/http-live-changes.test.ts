import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpAuth } from '../../../src/adapters/http/http-client';
import { createHttpLiveChanges, type PageVisibility } from '../../../src/adapters/http/http-live-changes.adapter';
import type { LiveMessage } from '../../../src/application/ports/live-changes.port';

/** One answer of the fake server: a stream the test writes to, ends or breaks; the caller's abort breaks it too. */
interface FakeStream {
  readonly headers: Headers;
  readonly url: string;
  write(text: string): void;
  end(): void;
  fail(): void;
  readonly aborted: boolean;
}

function fakeServer() {
  const streams: FakeStream[] = [];
  const statuses: number[] = [];
  const fetchImpl = async (url: string, init: RequestInit): Promise<Response> => {
    const status = statuses.shift() ?? 200;
    const headers = new Headers(init.headers);
    if (status !== 200) {
      streams.push({ headers, url, write() {}, end() {}, fail() {}, aborted: false });
      return new Response(JSON.stringify({ code: 'auth.token.expired' }), { status });
    }
    let control!: ReadableStreamDefaultController<Uint8Array>;
    const encoder = new TextEncoder();
    let open = true;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        control = c;
      },
    });
    const stream = {
      headers,
      url,
      aborted: false,
      write: (text: string) => {
        if (open) control.enqueue(encoder.encode(text));
      },
      end: () => {
        if (open) control.close();
        open = false;
      },
      fail: () => {
        if (open) control.error(new TypeError('network error'));
        open = false;
      },
    };
    init.signal?.addEventListener('abort', () => {
      stream.aborted = true;
      if (open) control.error(new DOMException('aborted', 'AbortError'));
      open = false;
    });
    streams.push(stream);
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { streams, statuses, fetchImpl };
}

const change = (id: number, recordId: string) =>
  `event: change\nid: ${id}\ndata: ${JSON.stringify({
    kind: 'freight',
    id: recordId,
    version: '2026-12-07T10:15:02.123Z',
    action: 'update',
    by: { id: 'u-ana', name: 'Ana' },
    at: '2026-12-07T10:15:02.123Z',
  })}\n\n`;

function setUp(options: { visibility?: PageVisibility; refresh?: () => Promise<string | null> } = {}) {
  const server = fakeServer();
  const api = createHttpClient({
    baseUrl: 'https://api.test',
    timeoutMs: 1_000,
    fetch: () => server.fetchImpl as typeof fetch,
  });
  let token = 'token-1';
  const auth: HttpAuth = {
    token: () => token,
    refresh:
      options.refresh ??
      (async () => {
        token = 'token-2';
        return token;
      }),
    onExpired: vi.fn(),
  };
  api.setAuth(auth);
  const live = createHttpLiveChanges({
    api,
    timing: { firstRetryMs: 1_000, maxRetryMs: 8_000, hiddenPauseMs: 60_000 },
    visibility: options.visibility ?? null,
    random: () => 1,
  });
  const heard: LiveMessage[] = [];
  return { server, live, auth, heard, listen: () => live.subscribe((m) => heard.push(m)) };
}

/** Lets the fetch answer and the stream's reads run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the live changes over the server’s event stream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream for every listener, with the bearer token, and tells each change', async () => {
    const { server, live, heard, listen } = setUp();
    listen();
    const second: LiveMessage[] = [];
    live.subscribe((m) => second.push(m));
    await settle();
    expect(server.streams).toHaveLength(1);
    const [stream] = server.streams;
    expect(stream?.url).toBe('https://api.test/api/events');
    expect(stream?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(stream?.headers.get('Accept')).toBe('text/event-stream');

    stream?.write(': connected\n\n');
    stream?.write(change(1042, 'f-1').slice(0, 30));
    await settle();
    expect(heard).toEqual([]);
    stream?.write(change(1042, 'f-1').slice(30) + ': ping\n\nevent: change\ndata: {"not":"a change"}\n\n');
    await settle();
    const told = {
      type: 'change',
      change: {
        kind: 'freight',
        id: 'f-1',
        version: '2026-12-07T10:15:02.123Z',
        action: 'update',
        by: { id: 'u-ana', name: 'Ana' },
        at: '2026-12-07T10:15:02.123Z',
      },
    };
    expect(heard).toEqual([told]);
    expect(second).toEqual([told]);
  });

  it('after a drop, comes back after a growing wait and resumes from the last event id', async () => {
    const { server, heard, listen } = setUp();
    listen();
    await settle();
    server.streams[0]?.write(change(7, 'f-1'));
    await settle();
    server.streams[0]?.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.streams).toHaveLength(2);
    expect(server.streams[1]?.headers.get('Last-Event-ID')).toBe('7');

    // The server is down: each failure in a row waits twice as long, up to the ceiling.
    server.statuses.push(503, 503, 503, 503);
    server.streams[1]?.fail();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.streams).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.streams).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.streams).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(server.streams).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(server.streams).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(server.streams).toHaveLength(7);
    expect(server.streams[6]?.headers.get('Last-Event-ID')).toBe('7');
    server.streams[6]?.write(change(8, 'f-2'));
    await settle();
    expect(heard.map((m) => (m.type === 'change' ? m.change.id : m.type))).toEqual(['f-1', 'f-2']);
  });

  it('tells reset when the server says so, and when it reconnected without an id to resume from', async () => {
    const { server, heard, listen } = setUp();
    listen();
    await settle();
    server.streams[0]?.end();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.streams[1]?.headers.get('Last-Event-ID')).toBeNull();
    expect(heard).toEqual([{ type: 'reset' }]);
    server.streams[1]?.write('event: reset\nid: 1200\ndata: {}\n\n');
    await settle();
    expect(heard).toEqual([{ type: 'reset' }, { type: 'reset' }]);
  });

  it('a stream ended by an expired token is opened again with a refreshed one', async () => {
    const { server, auth, listen } = setUp();
    listen();
    await settle();
    server.streams[0]?.write(change(3, 'f-1'));
    server.streams[0]?.end();
    server.statuses.push(401);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.streams).toHaveLength(3);
    expect(server.streams[1]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(server.streams[2]?.headers.get('Authorization')).toBe('Bearer token-2');
    expect(server.streams[2]?.headers.get('Last-Event-ID')).toBe('3');
    expect(auth.onExpired).not.toHaveBeenCalled();
  });

  it('stops for good when the session cannot be renewed', async () => {
    const { server, auth, listen } = setUp({ refresh: async () => null });
    server.statuses.push(401);
    listen();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.streams).toHaveLength(1);
    expect(auth.onExpired).toHaveBeenCalledOnce();
  });

  it('the last listener leaving closes the stream and no reconnection follows', async () => {
    const { server, listen } = setUp();
    const stop = listen();
    await settle();
    stop();
    await settle();
    expect(server.streams[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.streams).toHaveLength(1);
  });

  it('lets the stream go while the tab stays hidden, and resumes from the last id when it is shown', async () => {
    let hidden = false;
    let changed: () => void = () => undefined;
    const visibility: PageVisibility = {
      hidden: () => hidden,
      onChange: (listener) => {
        changed = listener;
        return () => undefined;
      },
    };
    const { server, heard, listen } = setUp({ visibility });
    listen();
    await settle();
    server.streams[0]?.write(change(41, 'f-1'));
    await settle();
    hidden = true;
    changed();
    await vi.advanceTimersByTimeAsync(30_000);
    hidden = false;
    changed(); // back within the grace: the stream stays
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.streams[0]?.aborted).toBe(false);

    hidden = true;
    changed();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.streams[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.streams).toHaveLength(1);

    hidden = false;
    changed();
    await settle();
    expect(server.streams).toHaveLength(2);
    expect(server.streams[1]?.headers.get('Last-Event-ID')).toBe('41');
    server.streams[1]?.write(change(42, 'f-9'));
    await settle();
    expect(heard.map((m) => (m.type === 'change' ? m.change.id : m.type))).toEqual(['f-1', 'f-9']);
  });
});
