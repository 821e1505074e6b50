import { describe, expect, it } from 'vitest';
import {
  declaredFigures,
  freightDashboard,
  rankDestinations,
  recentActivity,
} from '../../../src/domain/freight/freight-dashboard';
import { aFreight, aLine, CLERK } from './freight-test-data';

const by = { id: CLERK.id, name: CLERK.name };
const TODAY = '2026-11-21';
const records = [
  // USD 10.00 + freight 2.00 (CPT), rate 5.5 -> 66.00 BRL
  aFreight({
    id: 'a',
    reference: 'FR-2026-000001',
    status: 'delivered',
    incoterm: 'CPT',
    freightValueMinor: 200,
    shipDate: '2026-11-02',
    eta: '2026-11-05',
    exchangeRate: { rateMicros: 5_500_000, date: '2026-11-01' },
    history: [
      { from: 'draft', to: 'booked', at: '2026-11-01T10:00:00.000Z', by },
      { from: 'booked', to: 'in_transit', at: '2026-11-02T10:00:00.000Z', by },
    ],
  }),
  // EUR 20.00 FOB, rate 6.0 -> 120.00 BRL; late: ETA 2026-11-15 still in customs
  aFreight({
    id: 'b',
    reference: 'FR-2026-000002',
    status: 'customs',
    currency: 'EUR',
    incoterm: 'FOB',
    destinationCountry: 'US',
    shipDate: '2026-11-10',
    eta: '2026-11-15',
    lines: [aLine({ quantityMilli: 2000 })],
    exchangeRate: { rateMicros: 6_000_000, date: '2026-11-09' },
    departedOn: '2026-11-10',
    history: [{ from: 'in_transit', to: 'customs', at: '2026-11-20T09:00:00.000Z', by }],
  }),
  // booked, planned to ship this month but not departed: not shipped
  aFreight({
    id: 'c',
    reference: 'FR-2026-000003',
    status: 'booked',
    incoterm: 'EXW',
    shipDate: '2026-11-25',
    eta: '2026-11-30',
    exchangeRate: null,
  }),
  // cancelled this month: ignored for value and destinations
  aFreight({
    id: 'd',
    reference: 'FR-2026-000004',
    status: 'cancelled',
    shipDate: '2026-11-03',
    eta: '2026-11-04',
    destinationCountry: 'JP',
  }),
  // last month, late draft (ETA passed)
  aFreight({
    id: 'e',
    reference: 'FR-2026-000005',
    status: 'draft',
    shipDate: '2026-10-10',
    eta: '2026-10-20',
    destinationCountry: 'US',
  }),
  // BRL this month: counted directly
  aFreight({
    id: 'f',
    reference: 'FR-2026-000006',
    status: 'in_transit',
    currency: 'BRL',
    incoterm: 'FOB',
    shipDate: '2026-11-20',
    eta: '2026-11-21',
    departedOn: '2026-11-20',
    destinationCountry: 'AR',
  }),
];

describe('freightDashboard', () => {
  const d = freightDashboard(records, { today: TODAY });

  it('counts shipments by status, every status present', () => {
    expect(d.byStatus).toEqual({ draft: 1, booked: 1, in_transit: 1, customs: 1, delivered: 1, cancelled: 1 });
  });

  it("sums the declared value of what departed this month, per currency and in BRL at each invoice's rate", () => {
    expect(d.declaredThisMonth.month).toBe('2026-11');
    expect(d.declaredThisMonth.usd).toEqual({ minor: 1200, currency: 'USD' });
    expect(d.declaredThisMonth.byCurrency).toEqual([
      { minor: 1000, currency: 'BRL' },
      { minor: 2000, currency: 'EUR' },
      { minor: 1200, currency: 'USD' },
    ]);
    expect(d.declaredThisMonth.brl).toEqual({ minor: 6600 + 12_000 + 1000, currency: 'BRL' });
    expect(d.declaredThisMonth.withoutRate).toBe(0);
    expect(d.declaredThisMonth.shipments).toBe(3);
  });

  it('counts a shipment by the day it actually departed, not its planned ship date', () => {
    const planned = aFreight({ id: 'p', status: 'in_transit', shipDate: '2026-11-02', departedOn: '2026-10-30' });
    const late = aFreight({ id: 'q', status: 'in_transit', shipDate: '2026-10-25', departedOn: '2026-11-03' });
    const draft = aFreight({ id: 'r', status: 'draft', shipDate: '2026-11-05' });
    const shipped = freightDashboard([planned, late, draft], { today: TODAY }).declaredThisMonth;
    expect(shipped.shipments).toBe(1);
    expect(freightDashboard([planned], { today: '2026-10-31' }).declaredThisMonth.shipments).toBe(1);
  });

  it('ranks destinations, leaving cancelled shipments out', () => {
    expect(d.topDestinations).toEqual([
      { country: 'DE', shipments: 2 },
      { country: 'US', shipments: 2 },
      { country: 'AR', shipments: 1 },
    ]);
    expect(freightDashboard(records, { today: TODAY, topDestinations: 1 }).topDestinations).toHaveLength(1);
  });

  it('lists late ETAs of open shipments, most late first', () => {
    expect(d.lateEtas.map((l) => [l.reference, l.daysLate])).toEqual([
      ['FR-2026-000005', 32],
      ['FR-2026-000002', 6],
    ]);
    expect(d.lateCount).toBe(2);
  });

  it('shows the newest status changes first', () => {
    expect(d.recentActivity.map((a) => `${a.recordId}@${a.at}`)).toEqual([
      'b@2026-11-20T09:00:00.000Z',
      'a@2026-11-02T10:00:00.000Z',
      'a@2026-11-01T10:00:00.000Z',
    ]);
    expect(recentActivity(records, 1).map((a) => a.recordId)).toEqual(['b']);
    expect(recentActivity(records, 0)).toEqual([]);
  });

  it('is empty but complete for no records', () => {
    const empty = freightDashboard([], { today: TODAY });
    expect(empty.declaredThisMonth.usd.minor).toBe(0);
    expect(empty.topDestinations).toEqual([]);
    expect(empty.recentActivity).toEqual([]);
  });
});

describe('the dashboard figures a backend assembles from its own counts and sums', () => {
  it('leaves out a currency whose shipments sum to nothing, and sorts the others by code', () => {
    const perCurrency = new Map([
      ['USD', 500],
      ['EUR', 0],
      ['BRL', 100],
    ] as const);
    const figures = declaredFigures('2026-11', { perCurrency, brl: 900, withoutRate: 1, shipments: 3 });
    expect(figures.byCurrency).toEqual([
      { currency: 'BRL', minor: 100 },
      { currency: 'USD', minor: 500 },
    ]);
    expect(figures.usd).toEqual({ currency: 'USD', minor: 500 });
  });

  it('ranks destinations by shipments, then by code, leaving out those with none', () => {
    const ranked = rankDestinations(
      [
        ['US', 3],
        ['DE', 5],
        ['AR', 3],
        ['JP', 0],
      ],
      3,
    );
    expect(ranked).toEqual([
      { country: 'DE', shipments: 5 },
      { country: 'AR', shipments: 3 },
      { country: 'US', shipments: 3 },
    ]);
  });
});
