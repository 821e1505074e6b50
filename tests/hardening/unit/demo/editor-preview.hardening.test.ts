// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../../../src/ui/features/demo/gallery/pages/sanitise-html';
import { plan } from '../../support/hardening-report';

/** The editor demo's preview: known XSS and mXSS vectors must come out with nothing that runs. */
describe('HTML the editor demo previews', () => {
  const vectors = {
    'script element': '<script>alert(1)</script>',
    'img onerror': '<img src=x onerror=alert(1)>',
    'javascript: link': '<a href="javascript:alert(1)">x</a>',
    'entity-split javascript: link': '<a href="jav&#x09;ascript:alert(1)">x</a>',
    'svg onload': '<svg onload=alert(1)>',
    'math/style mXSS':
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    'noscript attribute break-out': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  } as const;
  const table = plan('unit', 'input', 'editor preview', Object.keys(vectors) as (keyof typeof vectors)[]);

  it('keeps nothing that runs', () => {
    const bad: string[] = [];
    for (const name of table.cases) {
      const clean = sanitiseHtml(vectors[name]);
      const unsafe = /javascript:|\bon[a-z]+=|<script|<img|<svg|<iframe|<style|<math/i.test(clean);
      table.observe(name, { unsafe, seen: clean.slice(0, 120) || '(empty)' });
      if (unsafe) bad.push(`${name}: ${clean}`);
    }
    expect(bad).toEqual([]);
  });
});
