import * as z from 'zod/mini';
import { isAppError } from '../../application/errors/app-error';
import type { LiveChanges, LiveListener, LiveMessage } from '../../application/ports/live-changes.port';
import { liveChangeDto } from './dto/live-change.dto';
import type { HttpClient } from './http-client';
import { createSseParser, type SseEvent } from './sse-parser';

export const EVENTS_PATH = '/api/events';

export interface LiveStreamTiming {
  /** The wait before the first reconnection; it doubles with each failure in a row, up to `maxRetryMs`. */
  readonly firstRetryMs: number;
  readonly maxRetryMs: number;
  /** A tab hidden this long lets its stream go (browsers allow few connections per server) until it is shown. */
  readonly hiddenPauseMs: number;
}

export const LIVE_STREAM_TIMING: LiveStreamTiming = { firstRetryMs: 1_000, maxRetryMs: 30_000, hiddenPauseMs: 60_000 };

/** Whether the page is shown, and when that changes. */
export interface PageVisibility {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

export function documentVisibility(doc: Document): PageVisibility {
  return {
    hidden: () => doc.visibilityState === 'hidden',
    onChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

export interface HttpLiveChangesDeps {
  /** The client every adapter uses: it sends the access token and refreshes it on a 401. */
  readonly api: Pick<HttpClient, 'open'>;
  readonly timing?: Partial<LiveStreamTiming>;
  /** Absent: the page counts as always shown. */
  readonly visibility?: PageVisibility | null;
  /** For the back-off's jitter. */
  readonly random?: () => number;
}

/** The session is over or the account may not listen: reconnecting cannot help until someone subscribes anew. */
const isRefusal = (error: unknown) =>
  isAppError(error) && (error.kind === 'unauthorized' || error.kind === 'forbidden');

/**
 * The server's event stream read with `fetch` (an EventSource cannot send the bearer token). One connection serves
 * every listener; it opens with the first and closes with the last. A dropped or ended stream (the server ends it
 * when the access token expires) is opened again after a back-off, with the last event id so the server tells the
 * changes in between; without one, listeners are told `reset`, since what happened meanwhile is unknown.
 */
export function createHttpLiveChanges(deps: HttpLiveChangesDeps): LiveChanges {
  const timing = { ...LIVE_STREAM_TIMING, ...deps.timing };
  const random = deps.random ?? Math.random;
  const listeners = new Set<LiveListener>();
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pauseTimer: ReturnType<typeof setTimeout> | null = null;
  let stopVisibility: (() => void) | null = null;
  let lastEventId = '';
  let failures = 0;
  let connectedBefore = false;
  let paused = false;
  let serverRetryMs: number | null = null;

  const emit = (message: LiveMessage) => {
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch {
        // One screen's failing listener must not keep the others from hearing.
      }
    }
  };

  const dispatch = (event: SseEvent) => {
    if (event.id !== '') lastEventId = event.id;
    if (event.event === 'reset') {
      emit({ type: 'reset' });
      return;
    }
    if (event.event !== 'change') return;
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = z.safeParse(liveChangeDto, json);
    if (parsed.success) emit({ type: 'change', change: parsed.data });
  };

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const scheduleRetry = () => {
    if (listeners.size === 0 || paused || retryTimer) return;
    const base = Math.min(timing.maxRetryMs, (serverRetryMs ?? timing.firstRetryMs) * 2 ** failures);
    failures += 1;
    // Jitter: screens cut off together (a server restarting) do not all come back in the same instant.
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void connect();
      },
      base * (0.5 + random() / 2),
    );
  };

  async function connect(): Promise<void> {
    if (listeners.size === 0 || paused || controller) return;
    const own = new AbortController();
    controller = own;
    const resumed = connectedBefore;
    try {
      const response = await deps.api.open(EVENTS_PATH, {
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        signal: own.signal,
      });
      if (!response.body) throw new Error('The event stream answered without a body');
      connectedBefore = true;
      failures = 0;
      if (resumed && !lastEventId) emit({ type: 'reset' });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = createSseParser(dispatch, (ms) => {
        serverRetryMs = ms;
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      if (own.signal.aborted) return;
      if (isRefusal(error)) {
        if (controller === own) controller = null;
        return;
      }
    } finally {
      if (controller === own) controller = null;
    }
    if (!own.signal.aborted) scheduleRetry();
  }

  const disconnect = () => {
    clearRetry();
    controller?.abort();
    controller = null;
  };

  const onVisibility = () => {
    const visibility = deps.visibility;
    if (!visibility) return;
    if (visibility.hidden()) {
      pauseTimer ??= setTimeout(() => {
        pauseTimer = null;
        paused = true;
        disconnect();
      }, timing.hiddenPauseMs);
      return;
    }
    if (pauseTimer) clearTimeout(pauseTimer);
    pauseTimer = null;
    if (!paused) return;
    paused = false;
    failures = 0;
    void connect();
  };

  const start = () => {
    paused = false;
    failures = 0;
    stopVisibility = deps.visibility?.onChange(onVisibility) ?? null;
    void connect();
    if (deps.visibility?.hidden()) onVisibility();
  };

  const stop = () => {
    stopVisibility?.();
    stopVisibility = null;
    if (pauseTimer) clearTimeout(pauseTimer);
    pauseTimer = null;
    disconnect();
    // A later subscriber (the next person signed in) starts afresh: nothing of this stream concerns it.
    lastEventId = '';
    connectedBefore = false;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stop();
      };
    },
  };
}
