import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { sessionDto } from '../../../src/adapters/http/dto/auth.dto';
import { createHttpAuthGateway } from '../../../src/adapters/http/http-auth-gateway.adapter';
import { createHttpClient, type HttpClient } from '../../../src/adapters/http/http-client';
import { createHttpContactRepository } from '../../../src/adapters/http/http-contact-repository.adapter';
import { createHttpFreightRepository } from '../../../src/adapters/http/http-freight-repository.adapter';
import type { KeyValueStorage } from '../../../src/application/ports/key-value-storage.port';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { partyContacts } from '../contracts/party-contacts';

/**
 * A host of the REST contract under test: the browser mock (`baseUrl: ''`, Pretender answers the global fetch)
 * or a Node server (`baseUrl: 'http://127.0.0.1:<port>'`). Each `start()` gives a host over a FRESH store holding
 * the seeded staff accounts (admin@demo.com and staff@demo.com, password demodemo) and no shipments.
 */
export interface RestTarget {
  readonly baseUrl: string;
  /** Defaults to the global fetch, read at call time (Pretender replaces it). */
  readonly fetch?: typeof fetch;
}

export type StartRestTarget = () => Promise<RestTarget>;

export const STAFF = { email: 'staff@demo.com', password: 'demodemo', name: 'Staff', role: 'user' as const };
export const ADMIN = { email: 'admin@demo.com', password: 'demodemo', name: 'Admin', role: 'admin' as const };

export function clientOf(target: RestTarget): HttpClient {
  return createHttpClient({
    baseUrl: target.baseUrl,
    timeoutMs: 10_000,
    ...(target.fetch ? { fetch: () => target.fetch as typeof fetch } : {}),
  });
}

/** Raw access to the contract (status, headers, body) for what the adapters hide. */
export async function call(
  target: RestTarget,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; rawBody?: string } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const doFetch = target.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined || options.rawBody !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await doFetch(`${target.baseUrl}${path}`, {
    method,
    headers,
    ...(options.rawBody !== undefined
      ? { body: options.rawBody }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    headers: response.headers,
  };
}

/** Signs in through the contract and answers the tokens. */
export async function signIn(target: RestTarget, account: { email: string; password: string }) {
  return clientOf(target).post('/api/authenticate/login/user', account, { schema: sessionDto });
}

/** A client signed in as this account (no refresh: a test never outlives an access token). */
export async function signedInClient(
  target: RestTarget,
  account: { email: string; password: string },
): Promise<HttpClient> {
  const { accessToken } = await signIn(target, account);
  const http = clientOf(target);
  http.setAuth({ token: () => accessToken, refresh: async () => null, onExpired: () => undefined });
  return http;
}

export function gatewayOf(target: RestTarget, storage: KeyValueStorage = createWebStorage(undefined)) {
  return createHttpAuthGateway({
    api: clientOf(target),
    authApi: clientOf(target),
    storage,
    clock: { now: () => new Date() },
  });
}

/** Makes the backend itself name a contact as a shipper: a shipment created through the contract. */
export async function shipmentWithShipper(http: HttpClient, contactId: string): Promise<void> {
  const input = freightInputOf(aFreight(await partyContacts(createHttpContactRepository(http))));
  await createHttpFreightRepository(http).create({ ...input, shipper: { id: contactId, name: 'Used', country: 'BR' } });
}

export async function shipmentWithProduct(http: HttpClient, productId: string): Promise<void> {
  const input = freightInputOf(aFreight(await partyContacts(createHttpContactRepository(http))));
  await createHttpFreightRepository(http).create({ ...input, lines: [aLine({ productId })] });
}

export async function registerPending(target: RestTarget, name: string, email: string): Promise<string> {
  const { status, body } = await call(target, 'POST', '/api/authenticate/register/user', {
    body: { name, email, password: 'secret123-long' },
  });
  if (status !== 202) throw new Error(`registration answered ${status}`);
  return String((body.user as { id: string }).id);
}
