// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkImportFile, type CsvImportSpec } from '../../../src/ui/components/csv/csv-import';
import { zipOfZeros } from '../../support/zip-bomb';
import { plan, type Observation } from '../support/hardening-report';

/**
 * What a browser reads before any server sees it: an uploaded workbook, measured from its zip directory before
 * anything is inflated. Each bomb must be refused unread.
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
