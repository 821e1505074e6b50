import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { Caller } from '../../application/auth/caller';
import { changeFor, type ChangeFeed, type FeedMessage } from '../../application/live/change-feed';
import type { ChangeEvent } from '../../application/ports/change-feed.port';

/**
 * `GET /api/events`: the changes the caller may read, as Server-Sent Events (docs/server.md, "The event stream").
 * Each is `event: change` with the change's number as `id`; `event: reset` when changes after the caller's
 * `Last-Event-ID` are no longer kept. A comment every `pingMs` keeps proxies from closing an idle stream, and
 * each ping checks the session again: the stream ends when it has ended (or the access token expired).
 */
export interface EventStreamOptions {
  readonly feed: ChangeFeed;
  /** Between pings; 15 s by default. */
  readonly pingMs?: number;
}

export const EVENT_PING_MS = 15_000;

const NUMBER = /^\d{1,15}$/;

/** The caller's last change: null when none was given; a number this server never gives is "too old" (-1). */
export function lastEventIdOf(c: Context): number | null {
  const given = c.req.header('Last-Event-ID') ?? c.req.query('lastEventId');
  if (given === undefined || given === '') return null;
  return NUMBER.test(given) ? Number(given) : -1;
}

const changeData = (event: ChangeEvent) =>
  JSON.stringify({
    kind: event.kind,
    id: event.id,
    version: event.version,
    action: event.action,
    by: { id: event.by.id, name: event.by.name },
    at: event.at,
  });

export function eventStream(
  c: Context,
  options: EventStreamOptions & {
    readonly caller: Caller;
    /** The caller as the session now stands; throws when it has ended. */
    readonly recheck: () => Promise<Caller>;
  },
): Response {
  const pingMs = options.pingMs ?? EVENT_PING_MS;
  // nginx buffers answers unless told not to; an event must reach the screen when it happens.
  c.header('X-Accel-Buffering', 'no');
  const lastSeq = lastEventIdOf(c);
  return streamSSE(c, async (stream: SSEStreamingApi) => {
    let caller = options.caller;
    const queue: FeedMessage[] = [];
    let wake: (() => void) | null = null;
    const subscription = options.feed.join(lastSeq, (message) => {
      queue.push(message);
      wake?.();
    });
    stream.onAbort(() => {
      subscription.leave();
      wake?.();
    });
    const reset = (seq: number) => stream.writeSSE({ event: 'reset', id: String(seq), data: '{}' });
    const change = async (event: ChangeEvent) => {
      const visible = changeFor(caller, event);
      if (visible) await stream.writeSSE({ event: 'change', id: String(visible.seq), data: changeData(visible) });
    };
    try {
      await stream.write(': connected\n\n');
      if (subscription.missed === 'reset') await reset(subscription.lastSeq);
      else for (const event of subscription.missed) await change(event);
      let nextPing = Date.now() + pingMs;
      while (!stream.aborted && !stream.closed) {
        if (queue.length === 0) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, Math.max(0, nextPing - Date.now()));
          });
          wake = null;
          clearTimeout(timer);
        }
        for (const message of queue.splice(0)) {
          if (message.type === 'end') return;
          if (message.type === 'reset') await reset(message.lastSeq);
          else await change(message.event);
        }
        if (Date.now() >= nextPing) {
          try {
            caller = await options.recheck();
          } catch {
            return;
          }
          await stream.write(': ping\n\n');
          nextPing = Date.now() + pingMs;
        }
      }
    } finally {
      subscription.leave();
    }
  });
}
