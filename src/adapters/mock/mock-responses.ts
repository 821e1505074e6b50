import type { MockRequest, MockResponse } from './mock-server';

/** Small helpers shared by handler modules. */
export const ok = (body?: unknown): MockResponse => ({ status: 200, body });
export const created = (body?: unknown): MockResponse => ({ status: 201, body });
export const fail = (status: number, error: string, fieldErrors?: Record<string, string>): MockResponse => ({
  status,
  body: fieldErrors ? { error, fieldErrors } : { error },
});

export function queryString(request: MockRequest, key: string): string | undefined {
  const value = request.query[key];
  return Array.isArray(value) ? value[0] : (value as string | undefined);
}

export function queryInt(request: MockRequest, key: string): number | undefined {
  const raw = queryString(request, key);
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) ? n : undefined;
}

export function bodyRecord(request: MockRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}
