import { describe, expect, it } from 'vitest';
import { checkImportFile, MAX_IMPORT_BYTES, type CsvImportSpec } from '../../../src/ui/components/csv/csv-import';

const spec: CsvImportSpec<{ code: string }> = {
  columns: ['code'],
  previewColumns: ['code'],
  readRow: (record) =>
    record.code ? { ok: true, value: { code: record.code } } : { ok: false, error: { code: 'empty' } },
  maxRows: 3,
};

const csv = (rows: number) => new Blob([['code', ...Array.from({ length: rows }, (_, i) => `P-${i}`)].join('\n')]);

describe('checking an import file', () => {
  it('reads a file within the limits', async () => {
    const check = await checkImportFile(csv(3), spec);
    expect(check.problems).toEqual([]);
    expect(check.rows.map((r) => r.code)).toEqual(['P-0', 'P-1', 'P-2']);
  });

  it('stops one row past the limit and says the file is too long', async () => {
    const check = await checkImportFile(csv(50_000), spec);
    expect(check.problems).toContainEqual({ row: 0, field: '', code: 'tooManyRows' });
    expect(check.rows).toHaveLength(4);
  });

  it('reads UTF-8, UTF-16 with its byte-order mark, and Windows-1252 (not valid UTF-8) with their accents', async () => {
    const text = 'code\nCAFÉ-Ç\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    for (const bytes of [Buffer.from(text, 'utf8'), utf16, Buffer.from(text, 'latin1')]) {
      const check = await checkImportFile(new Blob([bytes]), spec);
      expect(check.rows.map((r) => r.code)).toEqual(['CAFÉ-Ç']);
    }
  });

  it('refuses a file that names a column twice: which one is meant cannot be told', async () => {
    const check = await checkImportFile(new Blob(['code,code\nP-1,P-2\n']), spec);
    expect(check.problems).toContainEqual({ row: 0, field: 'code', code: 'duplicateColumns' });
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const huge = { size: MAX_IMPORT_BYTES + 1, text: () => Promise.reject(new Error('read')) } as unknown as Blob;
    const check = await checkImportFile(huge, spec);
    expect(check.problems).toEqual([{ row: 0, field: '', code: 'fileTooLarge' }]);
  });
});
