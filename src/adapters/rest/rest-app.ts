import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { Caller } from '../../application/auth/caller';
import { refusals } from '../../application/errors/refusals';
import { setAnswerHeader } from './rest-answer-headers';
import { malformed, refusalOfUnknown, type Refusal } from './rest-errors';
import { limitBody } from './rest-body-limit';
import { readInput } from './rest-input';
import { eventStream, type EventStreamOptions } from './rest-event-stream';
import type { RestReply, RestServices, RouteSpec } from './rest-route';
import { restRoutes } from './rest-routes';
import type { SessionCookieSettings } from './session-cookie';

/** One line per request, for the host's log. */
export interface RestLogEntry {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly address: string;
  readonly userId?: string;
  readonly code?: string;
  /** Set for failures the contract does not know (defects), with their message. */
  readonly error?: string;
  /** A browser's origin the CORS settings do not allow (the browser hides the refusal; the log shows it). */
  readonly refusedOrigin?: string;
}

export interface RestAppSettings {
  /** Largest request body accepted; default 1 MB. */
  readonly maxBodyBytes: number;
  /** Origins allowed to call the API from a browser (CORS); none when empty (same origin only). */
  readonly allowedOrigins: readonly string[];
  /** The refresh token may travel in a cookie (hosts with a server); off in the page's mock. */
  readonly sessionCookie?: SessionCookieSettings;
}

export interface RestAppDeps extends RestServices {
  /** Told of each request once answered, with the request it was given (the host's, to match its own line). */
  readonly logger?: (entry: RestLogEntry, request: Request) => void;
  /** The caller's network address, for sign-in throttling; `env` is the host's (Node's socket). Default 'local'. */
  readonly clientAddress?: (request: Request, env: unknown) => string;
  readonly settings?: Partial<RestAppSettings>;
  /**
   * Request rate limit by caller key (`user:<id>` when signed in, else `address:<ip>`): the seconds to wait when
   * refused (429 `request.rateLimited`), null when allowed. None when absent (the browser mock).
   */
  readonly limitRate?: (key: string) => number | null;
  /** Extra readiness facts for /api/health (e.g. the database answered). */
  readonly health?: () => Promise<Readonly<Record<string, unknown>>>;
  /** Where the host's committed changes are heard: serves `GET /api/events` (none in the browser mock). */
  readonly changes?: EventStreamOptions;
  /** For tests only: another route table. */
  readonly routes?: readonly RouteSpec[];
}

export const DEFAULT_REST_SETTINGS: RestAppSettings = { maxBodyBytes: 1_000_000, allowedOrigins: [] };

/** What the middleware remembers of a request for its log line. */
type RestEnv = {
  Variables: { refusalCode?: string; userId?: string; defect?: string; refusedOrigin?: string };
};
type RestContext = Context<RestEnv>;

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function refuse(c: RestContext, refusal: Refusal): Response {
  for (const [name, value] of Object.entries(refusal.headers ?? {})) c.header(name, value);
  return c.json(refusal.body, refusal.status as 400);
}

function reply(c: RestContext, spec: RouteSpec, answer: RestReply): Response {
  for (const cookie of answer.cookies ?? []) c.header('Set-Cookie', cookie, { append: true });
  const status = answer.status ?? spec.answer.status;
  if (status === 204 || answer.body === undefined) return c.body(null, status as 204);
  if (spec.answer.contentType === 'text/html') return c.html(String(answer.body), status as 200);
  return c.json(answer.body, status as 200);
}

const rateLimited = (wait: number): Refusal => ({
  status: 429,
  body: { error: 'Too many requests.', code: 'request.rateLimited', details: { retryAfterSeconds: wait } },
  headers: { 'Retry-After': String(wait) },
});

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && !(value instanceof Error);

async function bearerCaller(c: RestContext, services: RestServices): Promise<Caller> {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw refusals.signedOut();
  return services.auth.authenticate(match[1]);
}

/**
 * The REST contract as a Hono app: every route of the table validated with its schemas, the caller verified from
 * `Authorization: Bearer`, refusals in the contract's shape. Runs wherever `app.fetch(Request)` runs: the browser
 * mock hands it Pretender's requests, the Node server serves it.
 */
export function createRestApp(deps: RestAppDeps): Hono<RestEnv> {
  const settings = { ...DEFAULT_REST_SETTINGS, ...deps.settings };
  const services: RestServices = {
    backend: deps.backend,
    auth: deps.auth,
    clock: deps.clock,
    rates: deps.rates,
    ...(settings.sessionCookie ? { sessionCookie: settings.sessionCookie } : {}),
    ...(deps.hostedTokens ? { hostedTokens: deps.hostedTokens } : {}),
  };
  const routes = deps.routes ?? restRoutes({ health: deps.health });
  const app = new Hono<RestEnv>();
  const addressOf = (c: RestContext) => deps.clientAddress?.(c.req.raw, c.env) ?? 'local';

  app.use('*', async (c, next) => {
    const started = Date.now();
    // The request as given (the body limit may put another in its place).
    const request = c.req.raw;
    await next();
    if (!deps.logger) return;
    const code = c.get('refusalCode');
    const userId = c.get('userId');
    const error = c.get('defect');
    const refusedOrigin = c.get('refusedOrigin');
    deps.logger(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Date.now() - started,
        address: addressOf(c),
        ...(userId ? { userId } : {}),
        ...(code ? { code } : {}),
        ...(error ? { error } : {}),
        ...(refusedOrigin ? { refusedOrigin } : {}),
      },
      request,
    );
  });
  if (settings.allowedOrigins.length > 0) {
    const origins = [...settings.allowedOrigins];
    // Credentials: the session cookie of an app on another origin of the same site (allowed origins only).
    const preflight = cors({ origin: origins, maxAge: 600, credentials: true });
    const refusedPreflight = cors({ origin: origins, maxAge: 600 });
    // Preflights are Hono's cors; other requests get the same two headers it adds, set in place on the answer.
    app.use('/api/*', async (c, next) => {
      if (c.req.method === 'OPTIONS') {
        return (origins.includes(c.req.header('origin') ?? '') ? preflight : refusedPreflight)(c, next);
      }
      await next();
      const origin = c.req.header('origin') ?? '';
      if (origins.includes(origin)) {
        setAnswerHeader(c, 'Access-Control-Allow-Origin', origin);
        setAnswerHeader(c, 'Access-Control-Allow-Credentials', 'true');
      } else if (origin !== '') c.set('refusedOrigin', origin.slice(0, 200));
      setAnswerHeader(c, 'Vary', 'Origin', { append: true });
    });
  }
  app.use(
    '/api/*',
    limitBody(settings.maxBodyBytes, (c) =>
      refuse(c, {
        status: 413,
        body: {
          error: 'The request body is too large.',
          code: 'request.tooLarge',
          details: { maxBytes: settings.maxBodyBytes },
        },
      }),
    ),
  );

  const { changes } = deps;
  if (changes) {
    app.get('/api/events', async (c) => {
      try {
        let caller: Caller;
        try {
          caller = await bearerCaller(c, services);
        } catch (error) {
          const wait = deps.limitRate?.(`address:${addressOf(c)}`) ?? null;
          if (wait !== null) throw rateLimited(wait);
          throw error;
        }
        c.set('userId', caller.id);
        const wait = deps.limitRate?.(`user:${caller.id}`) ?? null;
        if (wait !== null) throw rateLimited(wait);
        return eventStream(c, { ...changes, caller, recheck: () => bearerCaller(c, services) });
      } catch (error) {
        const refusal = isRefusal(error) ? error : refusalOfUnknown(error);
        c.set('refusalCode', refusal.body.code);
        return refuse(c, refusal);
      }
    });
  }

  for (const spec of routes) {
    app.on(spec.method.toUpperCase(), honoPath(spec.path), async (c) => {
      const noted = (refusal: Refusal) => {
        c.set('refusalCode', refusal.body.code);
        return refuse(c, refusal);
      };
      const limited = (key: string) => {
        const wait = deps.limitRate?.(key) ?? null;
        return wait === null ? null : noted(rateLimited(wait));
      };
      try {
        let caller: Caller | null = null;
        if (spec.auth === 'staff') {
          try {
            caller = await bearerCaller(c, services);
          } catch (error) {
            // A refused token counts against its address, so guessing tokens is limited too.
            const refused = limited(`address:${addressOf(c)}`);
            if (refused) return refused;
            throw error;
          }
          c.set('userId', caller.id);
        }
        const refused = limited(caller ? `user:${caller.id}` : `address:${addressOf(c)}`);
        if (refused) return refused;
        const input = await readInput(c, spec);
        if (!input.ok) return noted(malformed(input.part, input.fieldErrors));
        const header = (name: string) => c.req.header(name);
        const answer = await spec.handler({ ...input.value, caller, address: addressOf(c), header }, services);
        const code = (answer.body as { code?: unknown } | undefined)?.code;
        if ((answer.status ?? 200) >= 400 && typeof code === 'string') c.set('refusalCode', code);
        return reply(c, spec, answer);
      } catch (error) {
        const refusal = refusalOfUnknown(error);
        if (refusal.status >= 500) c.set('defect', error instanceof Error ? error.message : String(error));
        return noted(refusal);
      }
    });
  }

  app.notFound((c) => refuse(c, { status: 404, body: { error: 'No such endpoint.', code: 'route.notFound' } }));
  app.onError((error, c) => {
    c.set('defect', error.message);
    return refuse(c, refusalOfUnknown(error));
  });
  return app;
}
