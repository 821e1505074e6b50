/**
 * A reader of `GET /api/events` as the browser will read it: fetch with the Authorization header, the body read
 * as it arrives and cut into Server-Sent Events (comments kept, as `event: 'comment'`).
 */
export interface SseMessage {
  readonly event: string;
  readonly id?: string;
  readonly data: string;
}

export interface EventReader {
  readonly status: number;
  readonly headers: Headers;
  /** Every message read so far. */
  readonly messages: SseMessage[];
  /** The next message that satisfies `match` (read earlier and not yet taken, or still to come). */
  next(match?: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** The next `event: change` message, its data parsed. */
  nextChange(timeoutMs?: number): Promise<{ id: string; data: Record<string, unknown> }>;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseMessage | null {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) return { event: 'comment', data: lines.join('\n').slice(1).trim() };
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return { event, ...(id !== undefined ? { id } : {}), data: data.join('\n') };
}

export async function openEvents(
  url: string,
  token: string | null,
  options: { lastEventId?: string; query?: string } = {},
): Promise<EventReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['Last-Event-ID'] = options.lastEventId;
  const response = await fetch(`${url}/api/events${options.query ?? ''}`, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  const wakeAll = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let done = false;
  const ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        pending += value;
        let cut = pending.indexOf('\n\n');
        while (cut >= 0) {
          const message = parseBlock(pending.slice(0, cut));
          pending = pending.slice(cut + 2);
          if (message) messages.push(message);
          cut = pending.indexOf('\n\n');
        }
        wakeAll();
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      wakeAll();
    }
  })();

  async function next(match: (message: SseMessage) => boolean = () => true, timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let index = taken; index < messages.length; index += 1) {
        const message = messages[index] as SseMessage;
        if (match(message)) {
          taken = index + 1;
          return message;
        }
      }
      if (done) throw new Error(`the stream ended; read: ${JSON.stringify(messages)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such message within ${timeoutMs} ms; read: ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    messages,
    next,
    async nextChange(timeoutMs) {
      const message = await next((m) => m.event === 'change', timeoutMs);
      return { id: message.id ?? '', data: JSON.parse(message.data) as Record<string, unknown> };
    },
    ended,
    close: () => abort.abort(),
  };
}
