import { request as httpRequest } from 'node:http';
import { refusalDto } from '../../../src/adapters/http/dto/common.dto';
import { freightInputOf, type FreightInput } from '../../../src/domain/freight/freight-record';
import { ADMIN, STAFF, signIn, type RestTarget } from '../../adapters/rest/rest-target';
import { aFreight } from '../../domain/freight/freight-test-data';
import { startFakePtaxService } from '../../server/fake-ptax-service';
import { OPEN_REGISTRATION, startTestServer, type TestServer } from '../../server/test-server';

/**
 * The Node server on PGlite as the hardening suite attacks it: one server for the file (the server suites' own
 * start-up, tests/server/test-server.ts), the demo staff and master data seeded, and raw access to the contract.
 */
export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** The body was not JSON (an HTML page, a stack trace, nothing). */
  readonly raw?: string;
}

export interface Harness {
  readonly server: TestServer;
  readonly target: RestTarget;
  readonly adminToken: string;
  readonly staffToken: string;
  /** As the staff member unless `token` says otherwise; the path goes out as written, like every request here. */
  send(method: string, path: string, options?: { body?: unknown; rawBody?: string; token?: string }): Promise<Answer>;
  /** Sends the path byte for byte (fetch would resolve `..` and `.` before sending); the token '' sends none. */
  sendRawPath(method: string, path: string, token: string, body?: unknown): Promise<Answer>;
}

export async function startHarness(): Promise<Harness> {
  // Booking takes the invoice date's PTAX: a local stand-in answers it (no network here).
  const ptax = await startFakePtaxService();
  const started = await startTestServer(
    'pglite',
    {
      FREIGHT_COUNT: '0',
      BCB_PTAX_URL: ptax.baseUrl,
      // FD_HARDENING_SERVER_PORT: the first of the ports the test files' servers take, one per vitest worker.
      ...(process.env.FD_HARDENING_SERVER_PORT
        ? { PORT: String(Number(process.env.FD_HARDENING_SERVER_PORT) + Number(process.env.VITEST_POOL_ID ?? 1) - 1) }
        : {}),
    },
    OPEN_REGISTRATION,
  );
  const server: TestServer = {
    ...started,
    stop: async (options) => {
      await started.stop(options);
      await ptax.close();
    },
  };
  await server.reset();
  const target: RestTarget = { baseUrl: server.url };
  const adminToken = (await signIn(target, ADMIN)).accessToken;
  const staffToken = (await signIn(target, STAFF)).accessToken;
  const send: Harness['send'] = (method, path, options = {}) =>
    sendRawPath(
      method,
      path,
      options.token ?? staffToken,
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    );
  const sendRawPath = (method: string, path: string, token: string, payload?: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const url = new URL(server.url);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: {
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            Accept: 'application/json',
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode ?? 0, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) });
            } catch {
              resolve({ status: res.statusCode ?? 0, body: {}, raw: text.slice(0, 200) });
            }
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  return {
    server,
    target,
    adminToken,
    staffToken,
    send,
    sendRawPath: (method, path, token, body) =>
      sendRawPath(method, path, token, body === undefined ? undefined : JSON.stringify(body)),
  };
}

/** A 4xx with the contract's refusal shape and a code: what every refused attack must answer. */
export function isStableRefusal(answer: Answer): boolean {
  return answer.status >= 400 && answer.status < 500 && !answer.raw && refusalDto.safeParse(answer.body).success;
}

export function describeAnswer(answer: Answer): string {
  if (answer.raw !== undefined) return `${answer.status} non-JSON ${answer.raw}`;
  const code = typeof answer.body.code === 'string' ? ` ${answer.body.code}` : '';
  const fields = answer.body.fieldErrors ? ` ${JSON.stringify(answer.body.fieldErrors).slice(0, 120)}` : '';
  return `${answer.status}${code}${fields}`;
}

/** A valid shipment input between two real contacts of the seed. */
export function validFreight(parties: { shipper: FreightInput['shipper']; consignee: FreightInput['consignee'] }) {
  return { ...freightInputOf(aFreight()), ...parties };
}

export { ADMIN, STAFF };
