import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FetchApp } from './host-app';

/**
 * The HTTP listener. Closing stops accepting connections, lets requests in flight finish (up to `graceMs`), and
 * only then resolves, so the caller can close the database after the last answer.
 */
export interface NodeServerHandle {
  readonly port: number;
  readonly url: string;
  close(graceMs?: number): Promise<void>;
}

export function startNodeServer(app: FetchApp, options: { port: number; hostname: string }): Promise<NodeServerHandle> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }) as Server;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const host = options.hostname === '0.0.0.0' || options.hostname === '::' ? '127.0.0.1' : options.hostname;
      let closing: Promise<void> | null = null;
      resolve({
        port,
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        close(graceMs = 10_000) {
          closing ??= new Promise<void>((done) => {
            const force = setTimeout(() => server.closeAllConnections(), graceMs);
            // Keep-alive connections would hold the close open: each is closed once its request is answered.
            const idle = setInterval(() => server.closeIdleConnections(), 50);
            server.close(() => {
              clearTimeout(force);
              clearInterval(idle);
              done();
            });
            server.closeIdleConnections();
          });
          return closing;
        },
      });
    });
  });
}
