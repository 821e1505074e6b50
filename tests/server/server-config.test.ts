import { describe, expect, it } from 'vitest';
import { checkServingConfig, ConfigError, DEFAULT_CORS_ORIGINS, readServerConfig } from '../../server/server-config';

describe('server settings', () => {
  it('has defaults for a fresh clone: port 8787, PGlite in .data, the demo seed, dev origins', () => {
    const config = readServerConfig({}, '/repo');
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      dataDir: '/repo/.data',
      databaseUrl: null,
      jwtSecret: null,
      freightCount: 2000,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      trustProxy: false,
      ptaxBaseUrl: 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/',
      rateLimitPerMinute: 1200,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
    });
  });

  it('in production allows no localhost origin unless CORS_ORIGIN names it (same origin only)', () => {
    expect(readServerConfig({ NODE_ENV: 'production' }).corsOrigins).toEqual([]);
    expect(readServerConfig({ NODE_ENV: 'production', CORS_ORIGIN: 'http://localhost:5173' }).corsOrigins).toEqual([
      'http://localhost:5173',
    ]);
  });

  it('refuses DATABASE_URL without JWT_SECRET, naming JWT_SECRET (copies would not accept each other)', () => {
    const postgres = readServerConfig({ DATABASE_URL: 'postgres://app@db:5432/fd' });
    expect(() => checkServingConfig(postgres)).toThrow(ConfigError);
    expect(() => checkServingConfig(postgres)).toThrow(/JWT_SECRET is required/);
    // The embedded database may keep a secret of its own in its folder.
    expect(() => checkServingConfig(readServerConfig({}))).not.toThrow();
  });

  it('reads every setting', () => {
    const config = readServerConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/fd',
        DATABASE_URL: 'postgres://app@db:5432/fd',
        JWT_SECRET: 'x'.repeat(32),
        SEED: '7',
        FREIGHT_COUNT: '100000',
        CORS_ORIGIN: 'https://a.example, https://b.example:8443',
        TRUST_PROXY: '1',
        BCB_PTAX_URL: 'http://127.0.0.1:4999/odata/',
        RATE_LIMIT_PER_MINUTE: '0',
        REQUEST_TIMEOUT_MS: '60000',
        HEADERS_TIMEOUT_MS: '5000',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/var/fd',
      databaseUrl: 'postgres://app@db:5432/fd',
      seed: 7,
      freightCount: 100_000,
      corsOrigins: ['https://a.example', 'https://b.example:8443'],
      trustProxy: true,
      ptaxBaseUrl: 'http://127.0.0.1:4999/odata/',
      rateLimitPerMinute: 0,
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 5000,
    });
    expect(config.jwtSecret?.byteLength).toBe(32);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ FREIGHT_COUNT: '100001' }, 'FREIGHT_COUNT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'RATE_LIMIT_PER_MINUTE'],
    [{ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000' }, 'HEADERS_TIMEOUT_MS'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ CORS_ORIGIN: 'https://a.example/path' }, 'CORS_ORIGIN'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ BCB_PTAX_URL: 'olinda.bcb.gov.br' }, 'BCB_PTAX_URL'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(name);
  });
});
