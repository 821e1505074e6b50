import { describe, expect, it } from 'vitest';
import {
  anyModeCounterpart,
  incoterm,
  incotermLabel,
  INCOTERMS,
  isIncotermCode,
} from '../../../src/domain/freight/incoterms';
import {
  formatReference,
  isValidReference,
  nextReference,
  parseReference,
} from '../../../src/domain/freight/freight-reference';

describe('incoterms 2020', () => {
  it('has the 11 rules in their groups', () => {
    expect(INCOTERMS.map((i) => i.code)).toEqual([
      'EXW',
      'FCA',
      'FAS',
      'FOB',
      'CFR',
      'CIF',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ]);
    const groups = Object.fromEntries(
      ['E', 'F', 'C', 'D'].map((g) => [g, INCOTERMS.filter((i) => i.group === g).map((i) => i.code)]),
    );
    expect(groups).toEqual({
      E: ['EXW'],
      F: ['FCA', 'FAS', 'FOB'],
      C: ['CFR', 'CIF', 'CPT', 'CIP'],
      D: ['DAP', 'DPU', 'DDP'],
    });
  });

  it('marks the sea-only rules', () => {
    expect(INCOTERMS.filter((i) => i.seaOnly).map((i) => i.code)).toEqual(['FAS', 'FOB', 'CFR', 'CIF']);
  });

  it('puts freight in the price for C and D terms, insurance for CIF, CIP and D terms', () => {
    expect(INCOTERMS.filter((i) => i.includesFreight).map((i) => i.group)).toEqual(['C', 'C', 'C', 'C', 'D', 'D', 'D']);
    expect(INCOTERMS.filter((i) => i.includesInsurance).map((i) => i.code)).toEqual([
      'CIF',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
    ]);
  });

  it('gives English and Portuguese names and the spec label', () => {
    expect(incoterm('DDP').names).toEqual({ en: 'Delivered Duty Paid', pt: 'Entregue com Direitos Pagos' });
    expect(incotermLabel('CIF')).toBe('CIF - Cost Insurance and Freight');
    expect(incotermLabel('FOB', 'pt')).toBe('FOB - Livre a Bordo');
    expect(isIncotermCode('FOB')).toBe(true);
    expect(isIncotermCode('DAT')).toBe(false);
    expect(() => incoterm('XYZ' as never)).toThrow(RangeError);
  });
});

describe('references FR-YYYY-NNNNNN', () => {
  it('formats and parses', () => {
    expect(formatReference(2026, 123)).toBe('FR-2026-000123');
    expect(parseReference('FR-2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(() => formatReference(2026, 0)).toThrow(RangeError);
    expect(() => formatReference(2026, 1_000_000)).toThrow(RangeError);
  });

  it.each([
    '',
    'FR-26-000001',
    'fr-2026-000001',
    'FR-2026-00001',
    'FR-2026-000000',
    'XFR-2026-000001',
    'FR-2026-0000012',
  ])('refuses %j', (text) => {
    expect(isValidReference(text)).toBe(false);
  });

  it('numbers after the highest reference of the same year', () => {
    const existing = ['FR-2025-000900', 'FR-2026-000007', 'FR-2026-000003', 'junk', 'FR-2027-000001'];
    expect(nextReference(existing, 2026)).toBe('FR-2026-000008');
    expect(nextReference(existing, 2028)).toBe('FR-2028-000001');
    expect(nextReference([], 2026)).toBe('FR-2026-000001');
  });
});

describe('the any-mode counterpart of a sea-only rule', () => {
  it('is FCA for FOB and FAS, CPT for CFR, CIP for CIF, and none for the others', () => {
    expect(anyModeCounterpart('FOB')).toBe('FCA');
    expect(anyModeCounterpart('FAS')).toBe('FCA');
    expect(anyModeCounterpart('CFR')).toBe('CPT');
    expect(anyModeCounterpart('CIF')).toBe('CIP');
    expect(anyModeCounterpart('DAP')).toBeNull();
  });
});
