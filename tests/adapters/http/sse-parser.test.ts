import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../../../src/adapters/http/sse-parser';

function parse(chunks: readonly string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser(
    (event) => events.push(event),
    (ms) => retries.push(ms),
  );
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, parser };
}

describe('the event-stream parser', () => {
  it('reads the server’s change, reset and comments', () => {
    const { events, parser } = parse([
      ': connected\n\n',
      'event: change\nid: 1042\ndata: {"kind":"freight"}\n\n',
      ': ping\n\n',
      'event: reset\nid: 1050\ndata: {}\n\n',
    ]);
    expect(events).toEqual([
      { event: 'change', data: '{"kind":"freight"}', id: '1042' },
      { event: 'reset', data: '{}', id: '1050' },
    ]);
    expect(parser.lastEventId).toBe('1050');
  });

  it('puts an event together across chunks cut anywhere, even inside a CRLF', () => {
    const text = 'event: change\r\nid: 7\r\ndata: {"a":1}\r\n\r\nevent: change\r\ndata: x\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      const { events } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(events, `cut at ${cut}`).toEqual([
        { event: 'change', data: '{"a":1}', id: '7' },
        { event: 'change', data: 'x', id: '7' },
      ]);
    }
  });

  it('joins data lines, defaults the type to message, keeps a value’s colons and only its first space', () => {
    const { events } = parse(['data:first\ndata:  second: with colon\r', 'data\n\n']);
    expect(events).toEqual([{ event: 'message', data: 'first\n second: with colon\n', id: '' }]);
  });

  it('holds an incomplete event back, dispatches nothing without data, ignores unknown fields and NUL ids', () => {
    const { events, retries, parser } = parse(['id: 5\n\nfoo: bar\nid: 6\0x\nretry: 2500\nretry: soon\n\ndata: half']);
    expect(events).toEqual([]);
    expect(parser.lastEventId).toBe('5');
    expect(retries).toEqual([2500]);
  });
});
