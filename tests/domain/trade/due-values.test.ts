import { describe, expect, it } from 'vitest';
import { incoterm, INCOTERMS, type IncotermCode } from '../../../src/domain/freight/incoterms';
import { dueValues, type DueInput } from '../../../src/domain/trade/due-values';
import { SALE_CONDITION_COSTS } from '../../../src/domain/trade/sale-condition-costs';

// Goods 600.00 + 400.00 USD; freight 100.00, insurance 10.00, destination costs 30.00,
// costs up to on board 20.00; 5.000000 BRL per USD.
const base: DueInput = {
  incoterm: 'FOB',
  currency: 'USD',
  lines: [
    { id: 'l1', goodsValueMinor: 60_000 },
    { id: 'l2', goodsValueMinor: 40_000 },
  ],
  freightMinor: 10_000,
  insuranceMinor: 1_000,
  destinationCostsMinor: 3_000,
  costsToShipmentMinor: 2_000,
  rateMicros: 5_000_000,
};

function values(incotermCode: IncotermCode, patch: Partial<DueInput> = {}) {
  const result = dueValues({ ...base, incoterm: incotermCode, ...patch });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('what each Incoterms 2020 rule puts in the price', () => {
  it('states main carriage, insurance, destination costs and on-board delivery for all eleven', () => {
    const table = Object.fromEntries(
      INCOTERMS.map(({ code }) => {
        const c = SALE_CONDITION_COSTS[code];
        return [code, [c.onBoardAtShipment, c.mainCarriage, c.insurance, c.destinationCosts].map(Number).join('')];
      }),
    );
    expect(table).toEqual({
      EXW: '0000',
      FCA: '0000',
      FAS: '0000',
      FOB: '1000',
      CFR: '1100',
      CIF: '1110',
      CPT: '1100',
      CIP: '1110',
      DAP: '1111',
      DPU: '1111',
      DDP: '1111',
    });
  });

  it('agrees with the invoice totals on freight and insurance in the declared value', () => {
    for (const { code } of INCOTERMS) {
      expect(SALE_CONDITION_COSTS[code].mainCarriage).toBe(incoterm(code).includesFreight);
      expect(SALE_CONDITION_COSTS[code].insurance).toBe(incoterm(code).includesInsurance);
    }
  });
});

describe('dueValues: VMCV and VMLE for the eleven rules', () => {
  it.each([
    // rule, VMCV, VMLE (USD cents): VMLE is 1,000.00 wherever the price reaches on board, plus 20.00 where it stops short.
    ['EXW', 100_000, 102_000],
    ['FCA', 100_000, 102_000],
    ['FAS', 100_000, 102_000],
    ['FOB', 100_000, 100_000],
    ['CFR', 110_000, 100_000],
    ['CIF', 111_000, 100_000],
    ['CPT', 110_000, 100_000],
    ['CIP', 111_000, 100_000],
    ['DAP', 114_000, 100_000],
    ['DPU', 114_000, 100_000],
    ['DDP', 114_000, 100_000],
  ] as const)('%s: VMCV %i, VMLE %i', (code, vmcv, vmle) => {
    const { total, lines } = values(code);
    expect(total.vmcv).toEqual({ minor: vmcv, currency: 'USD' });
    expect(total.vmle).toEqual({ minor: vmle, currency: 'USD' });
    expect(total.vmcvBrl).toEqual({ minor: vmcv * 5, currency: 'BRL' });
    expect(total.vmleBrl).toEqual({ minor: vmle * 5, currency: 'BRL' });
    // Shared 60 : 40 over the lines, which add up to the totals.
    expect(lines.map((l) => l.vmcv.minor)).toEqual([(vmcv * 6) / 10, (vmcv * 4) / 10]);
    expect(lines.map((l) => l.vmle.minor)).toEqual([(vmle * 6) / 10, (vmle * 4) / 10]);
  });

  it('shows what the price includes under CIF, line by line', () => {
    const { lines, total } = values('CIF');
    expect(lines[0]).toEqual({
      lineId: 'l1',
      goods: { minor: 60_000, currency: 'USD' },
      freightInPrice: { minor: 6_000, currency: 'USD' },
      insuranceInPrice: { minor: 600, currency: 'USD' },
      destinationCostsInPrice: { minor: 0, currency: 'USD' },
      costsToShipmentAdded: { minor: 0, currency: 'USD' },
      vmcv: { minor: 66_600, currency: 'USD' },
      vmle: { minor: 60_000, currency: 'USD' },
      vmcvBrl: { minor: 333_000, currency: 'BRL' },
      vmleBrl: { minor: 300_000, currency: 'BRL' },
    });
    expect(total.freightInPrice.minor).toBe(10_000);
    expect(total.insuranceInPrice.minor).toBe(1_000);
  });

  it('leaves out of the price a freight or insurance figure the rule gives to the buyer', () => {
    expect(values('CFR').total.insuranceInPrice.minor).toBe(0);
    expect(values('FOB').total.freightInPrice.minor).toBe(0);
    expect(values('CIP').total.destinationCostsInPrice.minor).toBe(0);
    expect(values('DDP').total.costsToShipmentAdded.minor).toBe(0);
    expect(values('EXW').total.costsToShipmentAdded.minor).toBe(2_000);
  });

  it('treats missing destination costs and costs to shipment as none', () => {
    const { destinationCostsMinor: _d, costsToShipmentMinor: _c, ...rest } = base;
    const result = dueValues({ ...rest, incoterm: 'DAP' });
    expect(result.ok && result.value.total.vmcv.minor).toBe(111_000);
    expect(dueValues({ ...rest, incoterm: 'EXW' })).toMatchObject({
      ok: true,
      value: { total: { vmle: { minor: 100_000 } } },
    });
  });

  it('shares freight over the lines by largest remainder so the lines add up to the total', () => {
    const { lines, total } = values('CFR', {
      lines: [
        { id: 'a', goodsValueMinor: 1 },
        { id: 'b', goodsValueMinor: 1 },
        { id: 'c', goodsValueMinor: 1 },
      ],
      freightMinor: 100,
    });
    expect(lines.map((l) => l.freightInPrice.minor)).toEqual([34, 33, 33]);
    expect(lines.map((l) => l.vmcv.minor)).toEqual([35, 34, 34]);
    expect(total.vmcv.minor).toBe(103);
  });

  it('converts the totals to BRL and shares them so the BRL lines add up too', () => {
    // 0.01 USD x 5.5 = 0.055 -> 0.06 per line would give 0.18; the total 0.03 x 5.5 = 0.165 -> 0.16 (half even).
    const { lines, total } = values('FOB', {
      lines: [
        { id: 'a', goodsValueMinor: 1 },
        { id: 'b', goodsValueMinor: 1 },
        { id: 'c', goodsValueMinor: 1 },
      ],
      rateMicros: 5_500_000,
    });
    expect(total.vmcvBrl).toEqual({ minor: 16, currency: 'BRL' });
    expect(lines.map((l) => l.vmcvBrl?.minor)).toEqual([6, 5, 5]);
  });

  it('converts currencies without minor units (JPY)', () => {
    const { total } = values('FOB', {
      currency: 'JPY',
      lines: [{ id: 'a', goodsValueMinor: 1_000 }],
      rateMicros: 36_500,
    });
    expect(total.vmle).toEqual({ minor: 1_000, currency: 'JPY' });
    expect(total.vmleBrl).toEqual({ minor: 3_650, currency: 'BRL' });
  });

  it('needs no rate for a BRL invoice and gives no BRL values while a foreign rate is unknown', () => {
    const brl = values('CIF', { currency: 'BRL', rateMicros: null });
    expect(brl.total.vmcvBrl).toEqual({ minor: 111_000, currency: 'BRL' });
    expect(brl.lines[1]?.vmleBrl).toEqual({ minor: 40_000, currency: 'BRL' });
    const noRate = values('CIF', { rateMicros: null });
    expect(noRate.total.vmcvBrl).toBeNull();
    expect(noRate.lines[0]?.vmleBrl).toBeNull();
  });

  it('shares evenly when every line is worth nothing', () => {
    const { lines } = values('CFR', {
      lines: [
        { id: 'a', goodsValueMinor: 0 },
        { id: 'b', goodsValueMinor: 0 },
      ],
      freightMinor: 101,
    });
    expect(lines.map((l) => l.freightInPrice.minor)).toEqual([51, 50]);
  });

  it('refuses no lines, fractional or negative amounts and a rate that is not positive', () => {
    expect(dueValues({ ...base, lines: [] })).toEqual({ ok: false, error: 'noLines' });
    expect(dueValues({ ...base, freightMinor: 10.5 })).toEqual({ ok: false, error: 'notWholeNumber' });
    expect(dueValues({ ...base, lines: [{ id: 'a', goodsValueMinor: -1 }] })).toEqual({
      ok: false,
      error: 'negativeAmount',
    });
    expect(dueValues({ ...base, costsToShipmentMinor: -5 })).toEqual({ ok: false, error: 'negativeAmount' });
    expect(dueValues({ ...base, rateMicros: 0 })).toEqual({ ok: false, error: 'rateNotPositive' });
  });
});
