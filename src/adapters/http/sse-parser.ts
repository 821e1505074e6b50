/** One dispatched Server-Sent Event: its type (`message` when none was named), data lines joined, and last id. */
export interface SseEvent {
  readonly event: string;
  readonly data: string;
  /** The stream's last event id as of this event (ids persist across events, as in an EventSource). */
  readonly id: string;
}

export interface SseParser {
  /** Feeds the next piece of text; events complete in it are handed to `onEvent` in order. */
  push(text: string): void;
  /** The last `id:` seen, '' before any. */
  readonly lastEventId: string;
}

/**
 * Reads the `text/event-stream` format as the HTML standard's event-stream interpretation does: lines end in CR, LF
 * or CRLF (a CR at a chunk's end may still pair with the next LF), `:` starts a comment, a blank line dispatches
 * the collected data, an `id` holding NUL is ignored. `retry` is reported to `onRetry`.
 */
export function createSseParser(onEvent: (event: SseEvent) => void, onRetry?: (ms: number) => void): SseParser {
  let pending = '';
  let skipLeadingLf = false;
  let eventType = '';
  let data: string[] = [];
  let lastEventId = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastEventId });
      data = [];
      eventType = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(text) {
      let chunk = text;
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      pending += chunk;
      let start = 0;
      for (let i = 0; i < pending.length; i += 1) {
        const c = pending[i];
        if (c !== '\n' && c !== '\r') continue;
        line(pending.slice(start, i));
        if (c === '\r') {
          if (i + 1 === pending.length) skipLeadingLf = true;
          else if (pending[i + 1] === '\n') i += 1;
        }
        start = i + 1;
      }
      pending = pending.slice(start);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
