import type { IncomingMessage } from 'node:http';

/**
 * The client's address for sign-in throttling. Behind a reverse proxy (`trustProxy`) it is the last address the
 * proxy appended to X-Forwarded-For (what the proxy saw; earlier entries are the client's to invent); otherwise
 * the socket's peer.
 */
export function clientAddressOf(trustProxy: boolean) {
  return (request: Request, env: unknown): string => {
    if (trustProxy) {
      const forwarded = request.headers.get('x-forwarded-for');
      const last = forwarded?.split(',').at(-1)?.trim();
      if (last) return last;
    }
    const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return incoming?.socket.remoteAddress ?? 'unknown';
  };
}
