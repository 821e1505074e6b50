import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseCell, recordsToCsv, restoreCell, toCsv } from '../../../src/domain/shared/csv';

describe('neutraliseCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['=HYPERLINK("http://x")', '\'=HYPERLINK("http://x")'],
    [' =1+1', "' =1+1"],
    ['\u3000=1+1', "'\u3000=1+1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF201', "'\uFF201"],
  ])('prefixes %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it('leaves ordinary text alone, including formula characters later in the cell', () => {
    expect(neutraliseCell('Acme = best')).toBe('Acme = best');
    expect(neutraliseCell('a-b')).toBe('a-b');
    expect(neutraliseCell('')).toBe('');
  });
});

describe('restoreCell', () => {
  it('gives back exactly what was neutralised, and leaves a quote the writer did not add', () => {
    for (const text of ['=1', '+1', '-1', '@a', '\tx', '\rx', ' =1', '\u3000=1', '\uFF1D1', 'plain', "'quoted"]) {
      expect(restoreCell(neutraliseCell(text))).toBe(text);
    }
    expect(restoreCell("'plain")).toBe("'plain");
  });
});

describe('csvCell', () => {
  it('quotes delimiters, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b', ',')).toBe('a;b');
  });

  it('neutralises and then quotes when both apply', () => {
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
    expect(csvCell('\tfoo', '\t')).toBe('"\'\tfoo"');
  });

  it('writes numbers as numbers (a negative number is data) and empty for missing values', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv and recordsToCsv', () => {
  it('joins cells and rows with CRLF by default and ends with a newline', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
    expect(toCsv([])).toBe('');
  });

  it('supports ; delimiter, LF and a BOM for Excel', () => {
    expect(toCsv([['São Paulo', 1.5]], { delimiter: ';', newline: '\n', bom: true })).toBe('\ufeffSão Paulo;1.5\n');
  });

  it('writes a header then one row per record', () => {
    const csv = recordsToCsv(
      [
        { name: '=cmd|" /C calc"!A0', qty: 2 },
        { name: 'Café, Ltda', qty: -1 },
      ],
      [
        { header: 'Name', value: (r) => r.name },
        { header: 'Qty', value: (r) => r.qty },
      ],
    );
    expect(csv).toBe('Name,Qty\r\n"\'=cmd|"" /C calc""!A0",2\r\n"Café, Ltda",-1\r\n');
  });
});
