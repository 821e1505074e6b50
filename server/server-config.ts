import { resolve } from 'node:path';
import { BCB_PTAX_BASE_URL } from '../src/adapters/ptax/bcb-ptax-exchange-rates.adapter';

/**
 * The server's settings, read once from the environment. A bad value stops start-up with one message naming the
 * variable (never a silent default for something that was set).
 */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** A PostgreSQL server; embedded PGlite in `dataDir` when absent. */
  readonly databaseUrl: string | null;
  readonly databasePoolSize: number;
  /** At least 32 bytes; kept in `dataDir` when absent. */
  readonly jwtSecret: Uint8Array | null;
  readonly seed: number;
  readonly freightCount: number;
  readonly corsOrigins: readonly string[];
  readonly trustProxy: boolean;
  /** The root of the Banco Central's PTAX OData service (BCB_PTAX_URL; tests point it at a local fake). */
  readonly ptaxBaseUrl: string;
  /** The hosted sign-in's Auth0 tenant and API (AUTH0_DOMAIN, AUTH0_AUDIENCE, both or neither); null: off. */
  readonly auth0: { readonly domain: string; readonly audience: string } | null;
  /** Requests a minute per signed-in user or anonymous address (burst: the same number); 0: no limit. */
  readonly rateLimitPerMinute: number;
  /** Node's `headersTimeout` and `requestTimeout`: a client slower than these is cut off (408). */
  readonly headersTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, min: number, max: number, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (it is "${raw}")`);
  }
  return value;
}

/** In production the localhost origins are never allowed by default: CORS_ORIGIN names them, or same origin only. */
function origins(raw: string | undefined, production: boolean): readonly string[] {
  if (!raw?.trim()) return production ? [] : DEFAULT_CORS_ORIGINS;
  const list = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (!parsed || parsed.origin !== origin) {
      throw new ConfigError(
        `CORS_ORIGIN must list origins like https://app.example.com, comma-separated ("${origin}")`,
      );
    }
  }
  return list;
}

function databaseUrl(raw: string | undefined): string | null {
  if (!raw?.trim()) return null;
  const url = raw.trim();
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  return url;
}

function jwtSecret(raw: string | undefined): Uint8Array | null {
  if (!raw) return null;
  const bytes = new TextEncoder().encode(raw);
  if (bytes.byteLength < 32) throw new ConfigError('JWT_SECRET must be at least 32 bytes long');
  return bytes;
}

function ptaxBaseUrl(raw: string | undefined): string {
  if (!raw?.trim()) return BCB_PTAX_BASE_URL;
  const url = raw.trim();
  if (!/^https?:\/\/[^/]+/.test(url)) throw new ConfigError('BCB_PTAX_URL must be an http:// or https:// address');
  return url;
}

function auth0(domainRaw: string | undefined, audienceRaw: string | undefined): ServerConfig['auth0'] {
  const domain = domainRaw?.trim() ?? '';
  const audience = audienceRaw?.trim() ?? '';
  if (domain === '' && audience === '') return null;
  if (domain === '' || audience === '') throw new ConfigError('AUTH0_DOMAIN and AUTH0_AUDIENCE are set together');
  if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain)) {
    throw new ConfigError(`AUTH0_DOMAIN must be the tenant's host name, like tenant.eu.auth0.com ("${domain}")`);
  }
  return { domain, audience };
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const trust = env.TRUST_PROXY?.trim() ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(trust)) throw new ConfigError('TRUST_PROXY must be 1 or 0');
  const url = databaseUrl(env.DATABASE_URL);
  const secret = jwtSecret(env.JWT_SECRET);
  const requestTimeoutMs = int(env, 'REQUEST_TIMEOUT_MS', 1000, 3_600_000, 30_000);
  const headersTimeoutMs = int(env, 'HEADERS_TIMEOUT_MS', 1000, 3_600_000, Math.min(10_000, requestTimeoutMs));
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError('HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS');
  }
  return {
    port: int(env, 'PORT', 0, 65_535, 8787),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || '.data'),
    databaseUrl: url,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 1, 1000, 10),
    jwtSecret: secret,
    seed: int(env, 'SEED', 1, 2_147_483_647, 20_261_121),
    freightCount: int(env, 'FREIGHT_COUNT', 0, 100_000, 2_000),
    corsOrigins: origins(env.CORS_ORIGIN, env.NODE_ENV?.trim() === 'production'),
    trustProxy: trust === '1' || trust === 'true',
    ptaxBaseUrl: ptaxBaseUrl(env.BCB_PTAX_URL),
    auth0: auth0(env.AUTH0_DOMAIN, env.AUTH0_AUDIENCE),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 0, 1_000_000, 1200),
    headersTimeoutMs,
    requestTimeoutMs,
  };
}

/**
 * What serving needs beyond a readable config (migrating does not): copies on one PostgreSQL database must share
 * the signing secret, or none accepts another's sessions. PGlite, one copy, may keep a secret in its folder.
 */
export function checkServingConfig(config: ServerConfig): void {
  if (config.databaseUrl && !config.jwtSecret) {
    throw new ConfigError('JWT_SECRET is required with DATABASE_URL (the same secret of 32+ bytes on every copy)');
  }
}
