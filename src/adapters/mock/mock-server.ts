import Pretender from 'pretender';
import { createMockDatabase, type MockDatabase } from './mock-database';

/**
 * The in-browser mock server. Every product request under /api/ is handed, as a web Request, to the REST
 * contract's app (`rest`); the template demo handlers in ./handlers are discovered at build time and register
 * their routes on a small router that adds JSON handling. Both get the simulated latency. Requests outside /api/
 * go to the real network untouched.
 */
export interface MockRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | readonly string[] | undefined>>;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

export interface MockResponse {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export type MockHandler = (request: MockRequest) => MockResponse | Promise<MockResponse>;

export interface MockRouter {
  get(path: string, handler: MockHandler): void;
  post(path: string, handler: MockHandler): void;
  put(path: string, handler: MockHandler): void;
  patch(path: string, handler: MockHandler): void;
  delete(path: string, handler: MockHandler): void;
}

export interface MockContext {
  readonly seed: number;
  readonly freightCount: number;
  readonly db: MockDatabase;
  now(): Date;
}

/** A handlers module of the template demos ('product' modules would be skipped outside mock mode). */
export interface MockHandlersModule {
  readonly area: 'product' | 'demo';
  register(router: MockRouter, context: MockContext): void;
}

export interface MockServerOptions {
  readonly latencyMs: number;
  readonly seed: number;
  readonly freightCount: number;
  /** Outside 'mock' only the template demo handlers are registered, and only their paths are claimed. */
  readonly mode: 'mock' | 'firebase' | 'http';
  readonly now?: () => Date;
  /** For tests: register exactly these instead of the discovered modules. */
  readonly modules?: readonly MockHandlersModule[];
  /** The REST contract's app: answers every /api/ request no demo handler claims (mock mode only). */
  readonly rest?: MockRestApp;
}

export interface MockRestApp {
  fetch(request: Request): Response | Promise<Response>;
}

export interface MockServerHandle {
  readonly db: MockDatabase;
  shutdown(): void;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function discoveredModules(): MockHandlersModule[] {
  const found = import.meta.glob<MockHandlersModule>(['./handlers/*.handlers.ts', './demo/handlers/*.handlers.ts'], {
    eager: true,
    import: 'handlers',
  });
  return Object.values(found);
}

/** A route path as Pretender reads it (`:name` one segment, `*name` the rest) as a pattern for a pathname. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment.startsWith('*')
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

interface PretenderRequest {
  readonly method: string;
  readonly url: string;
  readonly requestBody: unknown;
  readonly requestHeaders: Record<string, string>;
}

/** Pretender's request as a web Request for the REST app, and its Response back as Pretender's triple. */
function restHandler(rest: MockRestApp, delay: () => Promise<unknown>) {
  return async (request: PretenderRequest): Promise<[number, Record<string, string>, string]> => {
    await delay();
    const url = new URL(request.url, globalThis.location?.href ?? 'http://localhost/');
    const method = request.method.toUpperCase();
    const body =
      typeof request.requestBody === 'string' && method !== 'GET' && method !== 'HEAD' ? request.requestBody : null;
    try {
      // The Request of the moment: Pretender's polyfill, the one the app's own Responses are made with.
      const response = await rest.fetch(new Request(url, { method, headers: request.requestHeaders, body }));
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name] = value;
      });
      return [response.status, headers, await response.text()];
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong';
      return [500, JSON_HEADERS, JSON.stringify({ error: message, code: 'server' })];
    }
  };
}

export function startMockServer(options: MockServerOptions): MockServerHandle {
  const server = new Pretender();
  const originalFetch = globalThis.fetch;
  const nativeFetch = originalFetch?.bind(globalThis);
  const delay = () =>
    options.latencyMs > 0 ? new Promise((r) => setTimeout(r, options.latencyMs)) : Promise.resolve();
  const claimed: string[] = [];

  const wrap =
    (handler: MockHandler) =>
    async (request: {
      params: Record<string, string>;
      queryParams: Record<string, unknown>;
      requestBody: unknown;
      requestHeaders: Record<string, string>;
    }) => {
      await delay();
      let response: MockResponse;
      try {
        response = await handler({
          params: request.params,
          query: request.queryParams as MockRequest['query'],
          body: parseBody(request.requestBody),
          headers: request.requestHeaders,
        });
      } catch (error) {
        response = { status: 500, body: { error: error instanceof Error ? error.message : 'Something went wrong' } };
      }
      const body = response.body === undefined ? '' : JSON.stringify(response.body);
      return [response.status, { ...JSON_HEADERS, ...response.headers }, body] as [
        number,
        Record<string, string>,
        string,
      ];
    };

  const route =
    (verb: 'get' | 'post' | 'put' | 'patch' | 'delete') =>
    (path: string, handler: MockHandler): void => {
      claimed.push(path.startsWith('/') ? path : `/${path}`);
      server[verb](path, wrap(handler) as never);
    };
  const router: MockRouter = {
    get: route('get'),
    post: route('post'),
    put: route('put'),
    patch: route('patch'),
    delete: route('delete'),
  };

  const db = createMockDatabase();
  const context: MockContext = {
    seed: options.seed,
    freightCount: options.freightCount,
    db,
    now: options.now ?? (() => new Date()),
  };
  for (const module of options.modules ?? discoveredModules()) {
    if (options.mode !== 'mock' && module.area === 'product') continue;
    module.register(router, context);
  }

  const rest = options.mode === 'mock' ? options.rest : undefined;
  if (rest) {
    // route-recognizer ranks a star segment below every fixed or named one, so demo routes still win.
    const toRest = restHandler(rest, delay);
    for (const verb of ['get', 'post', 'put', 'patch', 'delete'] as const) server[verb]('/api/*path', toRest as never);
    claimed.push('/api/*path');
  }

  server.unhandledRequest = (_verb, _path, request) => {
    (request as unknown as { passthrough(): void }).passthrough();
  };

  // Without the REST app (firebase, http) a same-origin API the real backend serves is left alone.
  const claimedPaths = claimed.map(routePattern);
  // Pretender's fetch polyfill runs over a fake XHR and cannot stream. Only requests for paths a
  // handler claimed go through it; everything else (Firebase, the dev server) keeps native fetch.
  const pretenderFetch = globalThis.fetch;
  const isClaimed = (input: RequestInfo | URL): boolean => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      globalThis.location?.href ?? 'http://localhost/',
    );
    const sameOrigin = globalThis.location === undefined || url.origin === globalThis.location.origin;
    return sameOrigin && (rest ? url.pathname.startsWith('/api/') : claimedPaths.some((p) => p.test(url.pathname)));
  };
  if (nativeFetch && claimed.length > 0) {
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      isClaimed(input) ? pretenderFetch(input, init) : nativeFetch(input, init)) as typeof fetch;
  }

  return {
    db,
    shutdown() {
      server.shutdown();
      if (originalFetch) globalThis.fetch = originalFetch;
    },
  };
}
