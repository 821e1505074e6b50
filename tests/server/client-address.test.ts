import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../src/adapters/server/client-address';

/** The Node host hands Hono the incoming message as `env.incoming`; its socket's peer is the direct client. */
const fromSocket = (remoteAddress: string | undefined) => ({
  incoming: { socket: { remoteAddress } } as unknown as IncomingMessage,
});
const request = (forwardedFor?: string) =>
  new Request('http://api.test/api/authenticate/login/user', {
    method: 'POST',
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  });

describe('the client address of a sign-in', () => {
  it('is the socket peer when the proxy is not trusted, whatever X-Forwarded-For says', () => {
    const addressOf = clientAddressOf(false);
    expect(addressOf(request(), fromSocket('10.1.2.3'))).toBe('10.1.2.3');
    expect(addressOf(request('198.51.100.1'), fromSocket('10.1.2.3'))).toBe('10.1.2.3');
    expect(addressOf(request('198.51.100.1, 203.0.113.9'), fromSocket('::1'))).toBe('::1');
  });

  it('behind a trusted proxy is the last X-Forwarded-For entry, trimmed', () => {
    const addressOf = clientAddressOf(true);
    expect(addressOf(request('203.0.113.9'), fromSocket('10.0.0.1'))).toBe('203.0.113.9');
    expect(addressOf(request('198.51.100.1, 192.0.2.4,  203.0.113.9 '), fromSocket('10.0.0.1'))).toBe('203.0.113.9');
    expect(addressOf(request('2001:db8::1, 2001:db8::2'), fromSocket('10.0.0.1'))).toBe('2001:db8::2');
  });

  it('behind a trusted proxy falls back to the socket peer when the header is missing or its last entry empty', () => {
    const addressOf = clientAddressOf(true);
    expect(addressOf(request(), fromSocket('10.0.0.1'))).toBe('10.0.0.1');
    expect(addressOf(request(''), fromSocket('10.0.0.1'))).toBe('10.0.0.1');
    expect(addressOf(request('198.51.100.1, '), fromSocket('10.0.0.1'))).toBe('10.0.0.1');
  });

  it('is "unknown" when there is neither a trusted header nor a socket', () => {
    expect(clientAddressOf(false)(request('198.51.100.1'), undefined)).toBe('unknown');
    expect(clientAddressOf(true)(request(), {})).toBe('unknown');
    expect(clientAddressOf(false)(request(), fromSocket(undefined))).toBe('unknown');
  });
});
