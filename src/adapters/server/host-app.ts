import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setAnswerHeader } from '../rest/rest-answer-headers';
import type { RestLogEntry } from '../rest/rest-app';
import type { JsonLog } from './json-log';

/**
 * What the Node host adds around the REST app: a request id (kept from `X-Request-Id` when sane), one structured
 * log line per request, security headers and `Cache-Control: no-store`. Routes, validation, CORS, the body limit
 * and the health check are the REST app's; it reports each request to `restLogger`, and the host folds that into
 * its own line, so every request logs exactly once.
 */
export interface FetchApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface HostApp {
  readonly app: Hono;
  /** Give this to the REST app as its logger: it matches each entry to the host's request it was given. */
  readonly restLogger: (entry: RestLogEntry, request: Request) => void;
  /** The REST app, once built (it needs `restLogger` first). */
  mount(api: FetchApp): void;
  /**
   * Resolves when no request is being handled (or after `graceMs`). A client that hangs up does not stop its
   * request's work, so the host waits for this, not only for the connections, before closing the database.
   */
  drained(graceMs: number): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function createHostApp(options: { readonly log: JsonLog; readonly newRequestId: () => string }): HostApp {
  // What the REST app reported, by the request the host handed it (no async context: its hooks tax every promise).
  const seen = new WeakMap<Request, RestLogEntry>();
  let api: FetchApp | null = null;
  let inFlight = 0;
  const onIdle: (() => void)[] = [];
  const app = new Hono();

  app.use(async (c, next) => {
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
      if (inFlight === 0) for (const done of onIdle.splice(0)) done();
    }
  });
  app.use(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : options.newRequestId();
    await next();
    setAnswerHeader(c, 'X-Request-Id', requestId);
    // Refused before its body was read: the rest of the body would arrive on a connection a client might reuse.
    if (c.res.status === 413) setAnswerHeader(c, 'Connection', 'close');
    const rest = seen.get(c.req.raw);
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
      ...(rest ? { address: rest.address, userId: rest.userId, code: rest.code, error: rest.error } : {}),
      ...(rest?.refusedOrigin ? { refusedOrigin: rest.refusedOrigin } : {}),
    };
    if (c.res.status >= 500) options.log.error('request', fields);
    // The browser only says "check your connection": the log says which origin CORS_ORIGIN lacks.
    else if (rest?.refusedOrigin) options.log.warn('request', fields);
    else options.log.info('request', fields);
  });
  app.use(
    secureHeaders({
      // An API answers JSON and one self-contained reference page: nothing may frame it or load from elsewhere.
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        frameAncestors: ["'none'"],
      },
      crossOriginResourcePolicy: 'cross-origin',
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) setAnswerHeader(c, 'Cache-Control', 'no-store');
  });
  app.all('*', (c) => {
    if (!api) return c.json({ error: 'Starting.', code: 'server.starting' }, 503);
    return api.fetch(c.req.raw, c.env);
  });

  return {
    app,
    restLogger: (entry, request) => {
      seen.set(request, entry);
    },
    mount: (rest) => {
      api = rest;
    },
    drained: (graceMs) =>
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, graceMs);
            onIdle.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  };
}
