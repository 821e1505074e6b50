import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/env';

describe('parseConfig', () => {
  it('defaults to the mock backend with no settings at all', () => {
    const result = parseConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.backend).toBe('mock');
    expect(result.config.mock).toEqual({ latencyMs: 250, seed: 20_261_121, freightCount: 2_000 });
    expect(result.config.firebase).toBeNull();
    expect(result.config.hostedLogin).toBeNull();
  });

  it('signs an idle session out after 8 hours unless told otherwise, within 1 minute to a week', () => {
    const byDefault = parseConfig({});
    expect(byDefault.ok && byDefault.config.idleTimeoutMinutes).toBe(480);
    const short = parseConfig({ VITE_IDLE_TIMEOUT_MINUTES: '15' });
    expect(short.ok && short.config.idleTimeoutMinutes).toBe(15);
    for (const bad of ['0', '10081', '2.5', 'soon']) {
      expect(parseConfig({ VITE_IDLE_TIMEOUT_MINUTES: bad })).toMatchObject({
        ok: false,
        problems: [{ variable: 'VITE_IDLE_TIMEOUT_MINUTES' }],
      });
    }
  });

  it('names the variable of an unknown backend', () => {
    const result = parseConfig({ VITE_BACKEND: 'oracle' });
    expect(result).toMatchObject({ ok: false, problems: [{ variable: 'VITE_BACKEND' }] });
  });

  it('requires the API base URL in http mode and checks it is a URL', () => {
    expect(parseConfig({ VITE_BACKEND: 'http' })).toMatchObject({
      ok: false,
      problems: [{ variable: 'VITE_API_BASE_URL', problem: 'is required when VITE_BACKEND=http' }],
    });
    expect(parseConfig({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'not a url' })).toMatchObject({
      ok: false,
      problems: [{ variable: 'VITE_API_BASE_URL' }],
    });
    const good = parseConfig({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.example.test' });
    expect(good.ok && good.config.apiBaseUrl).toBe('https://api.example.test');
  });

  it('requires the Firebase project settings unless the emulators are used', () => {
    const missing = parseConfig({ VITE_BACKEND: 'firebase' });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.problems.map((p) => p.variable)).toEqual([
        'VITE_FIREBASE_API_KEY',
        'VITE_FIREBASE_AUTH_DOMAIN',
        'VITE_FIREBASE_PROJECT_ID',
        'VITE_FIREBASE_APP_ID',
      ]);
    }
    const emulated = parseConfig({ VITE_BACKEND: 'firebase', VITE_FIREBASE_EMULATORS: '1' });
    expect(emulated.ok && emulated.config.firebase).toMatchObject({
      projectId: 'demo-freightdesk',
      useEmulators: true,
    });
  });

  it('rejects a malformed number and an out-of-range freight count, naming each', () => {
    const result = parseConfig({ VITE_MOCK_LATENCY_MS: 'fast', VITE_MOCK_FREIGHT_COUNT: '500000' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((p) => p.variable)).toEqual(['VITE_MOCK_LATENCY_MS', 'VITE_MOCK_FREIGHT_COUNT']);
  });

  it('needs every hosted-login setting (tenant, client, API audience) or none', () => {
    expect(parseConfig({ VITE_AUTH0_DOMAIN: 'tenant.example.test' })).toMatchObject({
      ok: false,
      problems: [{ variable: 'VITE_AUTH0_CLIENT_ID' }, { variable: 'VITE_AUTH0_AUDIENCE' }],
    });
    const all = parseConfig({
      VITE_AUTH0_DOMAIN: 'tenant.example.test',
      VITE_AUTH0_CLIENT_ID: 'abc',
      VITE_AUTH0_AUDIENCE: 'https://api.example.test',
    });
    expect(all.ok && all.config.hostedLogin).toEqual({
      domain: 'tenant.example.test',
      clientId: 'abc',
      audience: 'https://api.example.test',
    });
  });

  it('ignores variables that are not VITE_ settings', () => {
    expect(parseConfig({ MODE: 'production', DEV: false, VITE_BACKEND: 'mock' }).ok).toBe(true);
  });
});
