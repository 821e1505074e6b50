import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenPreload } from '../../scripts/first-screen-preload.plugin';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

describe('what the hosts tell the browser', () => {
  it('Firebase Hosting refuses framing, sniffing and downgrades, and keeps referrers to the origin', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } };
    const all = config.hosting.headers.find((rule) => rule.source === '**');
    const headers = Object.fromEntries((all?.headers ?? []).map((h) => [h.key, h.value]));
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('the built page allows scripts from its origin and its one inline script by hash, never unsafe-inline', () => {
    const entry = { type: 'chunk', fileName: 'assets/index.js', imports: [], facadeModuleId: '/src/main.tsx' };
    const bundle = { 'assets/index.js': entry } as unknown as Rollup.OutputBundle;
    const plugin = firstScreenPreload({ localeKey: 'locale', locales: ['en', 'pt'], defaultLocale: 'en' });
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => { html: string; tags: HtmlTagDescriptor[] };
    };
    const page = '<head><meta charset="UTF-8" /><title>FreightDesk</title><link rel="stylesheet" href="/a.css"></head>';
    const { html, tags } = transform.handler(page, { bundle, chunk: entry } as unknown as IndexHtmlTransformContext);
    const meta = tags.find((tag) => tag.tag === 'meta');
    const policy = String(meta?.attrs?.content);
    const script = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(script).toContain('modulepreload');
    // Before the stylesheet (an inline script waits for a stylesheet still loading), after the charset.
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('stylesheet'));
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('charset'));
    expect(meta?.attrs?.['http-equiv']).toBe('Content-Security-Policy');
    expect(meta?.injectTo).toBe('head-prepend');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });
});
