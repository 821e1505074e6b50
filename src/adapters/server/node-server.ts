import { serve } from '@hono/node-server';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import type { FetchApp } from './host-app';

/**
 * The HTTP listener. Closing stops accepting connections, lets requests in flight finish (up to `graceMs`), and
 * only then resolves, so the caller can close the database after the last answer.
 *
 * A keep-alive connection is where a shutdown loses requests: a client may send its next request on a connection
 * at the moment the server drops it as idle, and that request is reset. So while closing, every answer carries
 * `Connection: close` (the client opens no further request on it, and gets "connection refused", a clean "not
 * sent", when it tries a new one), and an idle connection is dropped only once it has stayed quiet (no request, not a
 * byte read) through `IDLE_SWEEPS` checks in a row. Counting checks rather than milliseconds matters when the event
 * loop is busy: a request that arrived while the loop was blocked is read before the next check, so the connection
 * it came on is not taken for idle.
 */
export interface NodeServerHandle {
  readonly port: number;
  readonly url: string;
  close(graceMs?: number): Promise<void>;
}

const SWEEP_MS = 50;
const IDLE_SWEEPS = 10;

interface Tracked {
  /** The answer being written on this connection, if a request is being handled. */
  response: ServerResponse | null;
  /** Checks in a row that found the connection idle with nothing read since the one before. */
  quiet: number;
  bytesRead: number;
}

export interface NodeServerOptions {
  port: number;
  hostname: string;
  /** A client that has not sent its headers, or its whole request, in this long is answered 408 and cut off. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}

export function startNodeServer(app: FetchApp, options: NodeServerOptions): Promise<NodeServerHandle> {
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const headersTimeout = Math.min(options.headersTimeoutMs ?? 10_000, requestTimeout);
  return new Promise((resolve, reject) => {
    const server = serve({
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      // Node checks the timeouts every `connectionsCheckingInterval` (30 s by default): often enough for short ones.
      serverOptions: {
        requestTimeout,
        headersTimeout,
        connectionsCheckingInterval: Math.max(100, Math.min(headersTimeout / 4, 30_000)),
      },
    }) as Server;
    const connections = new Map<Socket, Tracked>();
    let closing: Promise<void> | null = null;

    server.on('connection', (socket: Socket) => {
      connections.set(socket, { response: null, quiet: 0, bytesRead: 0 });
      socket.once('close', () => connections.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const tracked = connections.get(request.socket);
      if (tracked) tracked.response = response;
      if (closing) response.setHeader('Connection', 'close');
      response.once('close', () => {
        if (tracked?.response === response) tracked.response = null;
      });
    });

    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const host = options.hostname === '0.0.0.0' || options.hostname === '::' ? '127.0.0.1' : options.hostname;
      resolve({
        port,
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        close(graceMs = 10_000) {
          closing ??= new Promise<void>((done) => {
            const dropIdle = () => {
              for (const [socket, tracked] of connections) {
                const read = socket.bytesRead;
                if (tracked.response !== null || read !== tracked.bytesRead) tracked.quiet = 0;
                else tracked.quiet += 1;
                tracked.bytesRead = read;
                if (tracked.quiet >= IDLE_SWEEPS) socket.destroy();
              }
            };
            const sweep = setInterval(dropIdle, SWEEP_MS);
            const force = setTimeout(() => {
              for (const socket of connections.keys()) socket.destroy();
            }, graceMs);
            // Answers already under way but not yet started tell the client to close the connection after them.
            for (const tracked of connections.values()) {
              if (tracked.response && !tracked.response.headersSent) tracked.response.setHeader('Connection', 'close');
            }
            // net's close, not http's: http's would also drop every idle keep-alive connection at once.
            NetServer.prototype.close.call(server, () => {
              clearInterval(sweep);
              clearTimeout(force);
              done();
            });
            dropIdle();
          });
          return closing;
        },
      });
    });
  });
}
