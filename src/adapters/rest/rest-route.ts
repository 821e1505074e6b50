import type * as z from 'zod/mini';
import type { AuthService } from '../../application/auth/auth-service';
import type { Caller } from '../../application/auth/caller';
import type { Backend } from '../../application/backend';
import type { Clock } from '../../application/ports/clock.port';
import type { ExchangeRateSource } from '../../application/ports/exchange-rate-source.port';
import type { HostedTokenVerifier } from '../../application/ports/hosted-token-verifier.port';
import { refusals } from '../../application/errors/refusals';
import type { SessionCookieSettings } from './session-cookie';

/**
 * One endpoint of the REST contract, written once: the host (browser mock or Node server) mounts it, the OpenAPI
 * document describes it, and the HTTP client reads its answer with the same schemas. Paths use OpenAPI's
 * `{name}` placeholders.
 */
export type RestMethod = 'get' | 'post' | 'put' | 'delete';

export interface RestServices {
  readonly backend: Backend;
  readonly auth: AuthService;
  readonly clock: Clock;
  /** Where the host takes exchange rates from (the PTAX service behind a cache on the server, a table in the mock). */
  readonly rates: ExchangeRateSource;
  /** Verifies hosted sign-in (Auth0) access tokens; absent where the host has no tenant configured. */
  readonly hostedTokens?: HostedTokenVerifier;
  /** Set where the host can keep the refresh token in a cookie (a server); absent in the page's mock. */
  readonly sessionCookie?: SessionCookieSettings;
}

export interface RestRequest<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The verified caller; null only on public routes. */
  readonly caller: Caller | null;
  /** The client's address (sign-in throttling). */
  readonly address: string;
  /** A request header (case-insensitive), for the few routes that read one (the session cookie's). */
  readonly header: (name: string) => string | undefined;
}

/** What a handler answers; `status` defaults to the spec's success status. */
export interface RestReply {
  readonly status?: number;
  readonly body?: unknown;
  /** `Set-Cookie` values for the answer. */
  readonly cookies?: readonly string[];
}

type Schema<T> = z.ZodMiniType<T>;

export interface RouteSpec<P = unknown, Q = unknown, B = unknown> {
  readonly method: RestMethod;
  readonly path: string;
  readonly summary: string;
  /** Groups routes in the reference page (Auth, Freight, Products, ...). */
  readonly tag: string;
  /** 'staff': a signed-in, active member of staff (bearer access token); 'public': anyone. */
  readonly auth: 'public' | 'staff';
  readonly params?: Schema<P>;
  readonly query?: Schema<Q>;
  readonly body?: Schema<B>;
  readonly answer: {
    readonly status: number;
    readonly description: string;
    /** Absent for answers without a body (204). */
    readonly schema?: z.ZodMiniType;
    /** JSON unless said otherwise (the reference page is HTML). */
    readonly contentType?: 'application/json' | 'text/html';
  };
  /** Translates the request into one service call and its result into an answer: no rule of its own. */
  readonly handler: (request: RestRequest<P, Q, B>, services: RestServices) => Promise<RestReply>;
}

/** Keeps the spec's types tied to its schemas while storing every route in one array. */
export function route<P = undefined, Q = undefined, B = undefined>(spec: RouteSpec<P, Q, B>): RouteSpec {
  return spec as unknown as RouteSpec;
}

/** The caller of a 'staff' route (the app refuses the request before the handler when there is none). */
export function callerOf(request: { readonly caller: Caller | null }): Caller {
  if (!request.caller) throw refusals.signedOut();
  return request.caller;
}
