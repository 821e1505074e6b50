import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenPreload } from '../../scripts/first-screen-preload.plugin';
import { headerPolicyOfPage, staticHostHeaders } from '../../scripts/page-policy.mjs';
import { pagePolicy } from '../../scripts/static-host-headers';
import { connectSources, contentSecurityPolicy } from '../../src/config/content-security-policy';
import { parseConfig, type AppConfig } from '../../src/config/env';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

function configOf(env: Readonly<Record<string, string | undefined>>): AppConfig {
  const result = parseConfig(env);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}

const FIREBASE = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'fd.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'fd',
  VITE_FIREBASE_APP_ID: 'app',
};

describe('the Content-Security-Policy of each mode', () => {
  it('lets scripts come from the app alone, and nothing be framed, embedded or rebased', () => {
    for (const env of [{}, { VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.example.com/v1' }, FIREBASE]) {
      const policy = contentSecurityPolicy(configOf(env));
      expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    }
  });

  it("connects only to the mode's backends", () => {
    expect(connectSources(configOf({}))).toEqual(["'self'"]);
    expect(connectSources(configOf({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'https://api.example.com/v1' }))).toEqual(
      ["'self'", 'https://api.example.com'],
    );
    expect(connectSources(configOf(FIREBASE))).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://olinda.bcb.gov.br',
    ]);
    const emulators = configOf({
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_EMULATORS: '1',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180',
    });
    expect(connectSources(emulators)).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9199', 'http://127.0.0.1:8180', 'ws://127.0.0.1:8180']),
    );
  });

  it('puts the policy first in the built page, without the directives a meta element cannot carry', () => {
    const entry = { type: 'chunk', fileName: 'assets/index.js', imports: [], facadeModuleId: '/src/main.tsx' };
    const bundle = { 'assets/index.js': entry } as unknown as Rollup.OutputBundle;
    const policy = pagePolicy({ VITE_BACKEND: 'http', VITE_API_BASE_URL: 'http://127.0.0.1:8787' });
    const plugin = firstScreenPreload({ localeKey: 'locale', locales: ['en'], defaultLocale: 'en', policy });
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => { html: string; tags: HtmlTagDescriptor[] };
    };
    const page = '<head><meta charset="UTF-8" /><title>FreightDesk</title></head>';
    const { html, tags } = transform.handler(page, { bundle, chunk: entry } as unknown as IndexHtmlTransformContext);
    const meta = tags.find((tag) => tag.tag === 'meta');
    expect(meta).toMatchObject({ attrs: { 'http-equiv': 'Content-Security-Policy' }, injectTo: 'head-prepend' });
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:8787");
    expect(policy).not.toContain('frame-ancestors');
    // No inline script left to allow: the page's only scripts are files and a data block.
    expect(html).not.toMatch(/<script>/);
  });
});

describe('what the hosts tell the browser', () => {
  it("Firebase Hosting sends the firebase mode's policy and refuses framing, sniffing and downgrades", () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } };
    const all = config.hosting.headers.find((rule) => rule.source === '**');
    const headers = Object.fromEntries((all?.headers ?? []).map((h) => [h.key, h.value]));
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(configOf(FIREBASE)));
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it("a static host (vite preview, the perf server) sends the built page's own policy, with frame-ancestors", () => {
    const policy = pagePolicy({});
    const html = `<head><meta http-equiv="Content-Security-Policy" content="${policy.replace(/'/g, '&#39;')}">`;
    expect(headerPolicyOfPage(html)).toBe(`${policy}; frame-ancestors 'none'`);
    expect(staticHostHeaders(html)).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
  });
});
