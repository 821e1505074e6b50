import { describe, expect, it } from 'vitest';
import {
  BILL_OF_LADING_MAX_LENGTH,
  normaliseBillOfLading,
  parseBillOfLading,
} from '../../../src/domain/trade/bill-of-lading-number';

describe('bills of lading', () => {
  it('trims, upper-cases and collapses inner whitespace', () => {
    expect(normaliseBillOfLading('  maeu   123\t456 789 ')).toBe('MAEU 123 456 789');
    expect(parseBillOfLading(' hlcu ssz2301234 ')).toEqual({ ok: true, value: 'HLCU SSZ2301234' });
  });

  it('keeps the separators carriers print: - / .', () => {
    expect(parseBillOfLading('msc-br/2026.001')).toEqual({ ok: true, value: 'MSC-BR/2026.001' });
  });

  it('refuses other characters', () => {
    for (const text of ['MAEU#123', 'MAEU_123', 'AÇÃO123', 'B/L: 123']) {
      expect(parseBillOfLading(text)).toEqual({ ok: false, error: { code: 'blCharacters' } });
    }
  });

  it('allows 35 characters after normalising and refuses 36', () => {
    const max = 'A'.repeat(BILL_OF_LADING_MAX_LENGTH);
    expect(parseBillOfLading(`  ${max}  `)).toEqual({ ok: true, value: max });
    expect(parseBillOfLading(`${max}B`)).toEqual({ ok: false, error: { code: 'tooLong', max: 35 } });
    // Collapsed whitespace does not count against the limit.
    expect(parseBillOfLading(`${'A'.repeat(17)}     ${'B'.repeat(17)}`).ok).toBe(true);
  });

  it('asks for a number when only whitespace is typed', () => {
    expect(parseBillOfLading(' \n ')).toEqual({ ok: false, error: { code: 'required' } });
  });
});
