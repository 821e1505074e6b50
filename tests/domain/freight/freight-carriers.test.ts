import { describe, expect, it } from 'vitest';
import { carrierForMode, carrierNames } from '../../../src/domain/freight/freight-carriers';

describe('carriers per mode', () => {
  it('offers the carriers that serve the mode, then carrier contacts', () => {
    const sea = carrierNames(['sea'], ['Rio Cargas']);
    expect(sea).toEqual(['Maersk', 'MSC', 'CMA CGM', 'Hapag-Lloyd', 'Rio Cargas']);
    expect(sea).not.toContain('DHL Express');
    expect(carrierNames(['air_express'], [])).toContain('DHL Express');
  });

  it('offers every carrier when no mode is chosen, each once, and keeps a saved unknown carrier', () => {
    const all = carrierNames([], ['Maersk', ' '], 'Old Lines');
    expect(all.filter((n) => n === 'Maersk')).toHaveLength(1);
    expect(all).toContain('Braspress');
    expect(all.at(-1)).toBe('Old Lines');
  });

  it('empties the carrier when the new mode has no such carrier, keeps it otherwise', () => {
    expect(carrierForMode('DHL Express', 'sea', [])).toBe('');
    expect(carrierForMode('FedEx', 'air', [])).toBe('FedEx');
    expect(carrierForMode('Rio Cargas', 'sea', ['Rio Cargas'])).toBe('Rio Cargas');
  });
});
