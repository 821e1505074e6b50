// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkImportFile, type CsvImportSpec } from '../../../src/ui/components/csv/csv-import';
import { sanitiseHtml } from '../../../src/ui/features/demo/gallery/pages/sanitise-html';
import { zipOfZeros } from '../../support/zip-bomb';
import { plan, type Observation } from '../support/hardening-report';

/**
 * What a browser reads before any server sees it: an uploaded workbook (measured before it is inflated) and the
 * editor demo's preview (sanitised before it is shown). Each bad input must be refused or made inert.
 */
describe('a workbook that inflates past its limit', () => {
  const table = plan('unit', 'input', 'xlsx upload', [
    'zip bomb declaring 21 MB',
    'zip bomb declaring 4 GB',
    'ZIP64 directory',
  ] as const);
  const spec: CsvImportSpec<string> = {
    columns: ['code'],
    previewColumns: ['code'],
    readRow: (r) => ({ ok: true, value: r.code ?? '' }),
    maxRows: 500,
  };

  it('is refused from its directory, unread', async () => {
    const files: Record<(typeof table.cases)[number], Uint8Array> = {
      'zip bomb declaring 21 MB': zipOfZeros('xl/worksheets/sheet1.xml', 21 * 1024 * 1024),
      'zip bomb declaring 4 GB': zipOfZeros('xl/worksheets/sheet1.xml', 1024, 0xfffffffe),
      'ZIP64 directory': zipOfZeros('xl/worksheets/sheet1.xml', 1024, 0xffffffff),
    };
    const bad: string[] = [];
    for (const name of table.cases) {
      const check = await checkImportFile(new File([files[name].slice().buffer], 'bomb.xlsx'), spec);
      const codes = check.problems.map((p) => p.code);
      const refused = codes.includes('workbookTooLarge') || codes.includes('workbookUnreadable');
      const seen: Observation = { unsafe: !refused || check.rows.length > 0, seen: codes.join(',') };
      table.observe(name, seen);
      if (seen.unsafe) bad.push(`${name}: ${seen.seen}`);
    }
    expect(bad).toEqual([]);
  });
});

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
