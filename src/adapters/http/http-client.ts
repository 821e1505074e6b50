import * as z from 'zod/mini';
import { AppError, type AppErrorKind } from '../../application/errors/app-error';

/** How the client gets, refreshes and gives up on an access token (filled in by the auth adapter). */
export interface HttpAuth {
  token(): string | null;
  /** Obtain a new token; null when the session cannot be renewed. */
  refresh(): Promise<string | null>;
  /** Called once a 401 could not be fixed by a refresh: the session is over. */
  onExpired(): void;
  /** A request with this token was refused (403): the caller's account or role may have changed since. */
  onForbidden?(): void;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<T> {
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  /** Validates the answer; a mismatch is a 'malformed' error instead of a crash later. */
  readonly schema?: z.core.$ZodType<T>;
  readonly signal?: AbortSignal;
  /** Headers of this request alone (the hosted sign-in's bearer token on a client without auth). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface HttpClient {
  request<T>(method: string, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * A GET whose answer is read as it arrives (the event stream): the token and the 401 refresh as for every
   * request, no timeout once the headers are in, `signal` ends the read. A refusal throws like `request`.
   */
  open(path: string, options?: Omit<RequestOptions<never>, 'body' | 'schema'>): Promise<Response>;
  setAuth(auth: HttpAuth | null): void;
}

export interface HttpClientOptions {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  /** Read at call time: the mock server replaces the global fetch after the client exists. */
  readonly fetch?: () => typeof fetch;
  /** Sent with every request (the sign-in client's X-Requested-With, which lets it use the session cookie). */
  readonly headers?: Readonly<Record<string, string>>;
  /** 'include' for the sign-in client, whose cookie an API on another origin of the same site sets. */
  readonly credentials?: RequestCredentials;
  /** The fetch of `open`: the browser's own (the demos' Pretender replaces the global one and cannot stream). */
  readonly streamFetch?: () => typeof fetch;
}

const STATUS_KIND: Readonly<Record<number, AppErrorKind>> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'validation',
  422: 'validation',
  // Throttled: a refusal for now; the code (auth.throttled) and Retry-After say more.
  429: 'forbidden',
};

export function buildUrl(baseUrl: string, path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const base = baseUrl.replace(/\/+$/, '');
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}${cleanPath}${qs ? `?${qs}` : ''}`;
}

function errorFromBody(status: number, body: unknown): AppError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.error === 'string'
      ? record.error
      : typeof record.message === 'string'
        ? record.message
        : `HTTP ${status}`;
  const fieldErrors =
    typeof record.fieldErrors === 'object' && record.fieldErrors !== null
      ? (record.fieldErrors as Record<string, string>)
      : undefined;
  const kind = STATUS_KIND[status] ?? 'server';
  const code = typeof record.code === 'string' && record.code !== '' ? record.code : undefined;
  const details =
    typeof record.details === 'object' && record.details !== null && !Array.isArray(record.details)
      ? (record.details as Record<string, string | number | boolean>)
      : undefined;
  return new AppError(kind, message, {
    status,
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(code ? { code } : {}),
    ...(details ? { details } : {}),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new AppError('malformed', 'The server answered with something that is not JSON', {
      status: response.status,
      cause,
    });
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const getFetch = options.fetch ?? (() => globalThis.fetch.bind(globalThis));
  let auth: HttpAuth | null = null;
  let refreshing: Promise<string | null> | null = null;

  // Many requests may hit 401 at once: they all wait for one refresh.
  const refreshOnce = (current: HttpAuth): Promise<string | null> => {
    refreshing ??= current
      .refresh()
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  async function send(
    method: string,
    url: string,
    body: unknown,
    token: string | null,
    signal?: AbortSignal,
    extra?: Readonly<Record<string, string>>,
    streaming = false,
  ): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers, ...extra };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const fetchNow = streaming && options.streamFetch ? options.streamFetch() : getFetch();
      return await fetchNow(url, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: controller.signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      if (timedOut) throw new AppError('timeout', `No answer within ${options.timeoutMs} ms`, { cause });
      throw new AppError('network', 'The server could not be reached', { cause });
    } finally {
      clearTimeout(timer);
      // A stream's body is read after this: the caller's signal must still end it.
      if (!streaming) signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  async function authorized(method: string, url: string, req: RequestOptions<unknown>, streaming = false) {
    const currentAuth = auth;
    const token = currentAuth?.token() ?? null;
    const sendWith = (bearer: string | null) => send(method, url, req.body, bearer, req.signal, req.headers, streaming);
    let response = await sendWith(token);
    if (response.status === 401 && currentAuth && token) {
      const fresh = await refreshOnce(currentAuth);
      if (fresh) response = await sendWith(fresh);
      if (!fresh || response.status === 401) {
        currentAuth.onExpired();
        throw new AppError('unauthorized', 'Your session has expired', { status: 401 });
      }
    }
    if (response.status === 403 && currentAuth && token) currentAuth.onForbidden?.();
    return response;
  }

  async function request<T>(method: string, path: string, req: RequestOptions<T> = {}): Promise<T> {
    const response = await authorized(method, buildUrl(options.baseUrl, path, req.query), req);
    const json = await readJson(response);
    if (!response.ok) throw errorFromBody(response.status, json);
    if (!req.schema) return json as T;
    const parsed = z.safeParse(req.schema, json);
    if (!parsed.success) {
      throw new AppError('malformed', `Unexpected answer from ${method} ${path}`, {
        status: response.status,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    patch: (path, body, o) => request('PATCH', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
    async open(path, o = {}) {
      const response = await authorized('GET', buildUrl(options.baseUrl, path, o.query), o, true);
      if (!response.ok) throw errorFromBody(response.status, await readJson(response).catch(() => undefined));
      return response;
    },
    setAuth: (next) => {
      auth = next;
    },
  };
}
