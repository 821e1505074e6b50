import { type CurrencyCode, type Money } from '../shared/money';
import { FREIGHT_STATUSES, type FreightStatus } from './freight-options';
import { departureDay, type ActorRef, type FreightRecord } from './freight-record';
import { freightTotals } from './freight-totals';
import { daysBetween, monthOf } from './iso-date';

/**
 * Dashboard figures, computed from the records and `today` (never the system clock).
 * "Shipped this month" counts the shipments that actually departed (their departure day) in today's calendar month:
 * drafts, bookings and planned ship dates do not count.
 * Invoices in several currencies are summed per currency; the BRL figure converts each at its own
 * stored rate, and invoices still without a rate are counted so the screen can say the sum is partial.
 */
export interface DestinationCount {
  readonly country: string;
  readonly shipments: number;
}

export interface LateShipment {
  readonly id: string;
  readonly reference: string;
  readonly status: FreightStatus;
  readonly eta: string;
  readonly daysLate: number;
  readonly destinationCountry: string;
}

export interface ActivityEntry {
  readonly recordId: string;
  readonly reference: string;
  readonly from: FreightStatus;
  readonly to: FreightStatus;
  readonly at: string;
  readonly by: ActorRef;
}

export interface FreightDashboard {
  readonly byStatus: Readonly<Record<FreightStatus, number>>;
  readonly declaredThisMonth: {
    readonly month: string;
    readonly usd: Money;
    readonly byCurrency: readonly Money[];
    readonly brl: Money;
    readonly withoutRate: number;
    readonly shipments: number;
  };
  readonly topDestinations: readonly DestinationCount[];
  readonly lateEtas: readonly LateShipment[];
  readonly lateCount: number;
  readonly recentActivity: readonly ActivityEntry[];
}

export interface DashboardOptions {
  readonly today: string;
  readonly topDestinations?: number;
  readonly lateEtas?: number;
  readonly recentActivity?: number;
}

export function freightDashboard(records: readonly FreightRecord[], options: DashboardOptions): FreightDashboard {
  const { today } = options;
  const month = monthOf(today);
  const byStatus = Object.fromEntries(FREIGHT_STATUSES.map((s) => [s, 0])) as Record<FreightStatus, number>;
  const perCurrency = new Map<CurrencyCode, number>();
  const destinations = new Map<string, number>();
  const late: LateShipment[] = [];
  let brl = 0;
  let withoutRate = 0;
  let shipmentsThisMonth = 0;

  for (const record of records) {
    byStatus[record.status] += 1;
    if (record.status !== 'cancelled' && record.destinationCountry !== '') {
      destinations.set(record.destinationCountry, (destinations.get(record.destinationCountry) ?? 0) + 1);
    }
    const departed = departureDay(record);
    if (record.status !== 'cancelled' && departed !== null && monthOf(departed) === month) {
      const totals = freightTotals(record);
      shipmentsThisMonth += 1;
      perCurrency.set(record.currency, (perCurrency.get(record.currency) ?? 0) + totals.totalDeclaredValue.minor);
      if (totals.totalDeclaredValueBr) brl += totals.totalDeclaredValueBr.minor;
      else withoutRate += 1;
    }
    const open = record.status !== 'delivered' && record.status !== 'cancelled';
    if (open && record.eta !== null && record.eta < today) {
      late.push({
        id: record.id,
        reference: record.reference,
        status: record.status,
        eta: record.eta,
        daysLate: daysBetween(record.eta, today),
        destinationCountry: record.destinationCountry,
      });
    }
  }

  late.sort((a, b) => b.daysLate - a.daysLate || (a.reference < b.reference ? -1 : 1));
  const topDestinations = [...destinations.entries()]
    .map(([country, shipments]) => ({ country, shipments }))
    .sort((a, b) => b.shipments - a.shipments || (a.country < b.country ? -1 : 1))
    .slice(0, options.topDestinations ?? 5);

  return {
    byStatus,
    declaredThisMonth: {
      month,
      usd: { minor: perCurrency.get('USD') ?? 0, currency: 'USD' },
      byCurrency: [...perCurrency.entries()]
        .map(([currency, minor]) => ({ currency, minor }))
        .sort((a, b) => (a.currency < b.currency ? -1 : 1)),
      brl: { minor: brl, currency: 'BRL' },
      withoutRate,
      shipments: shipmentsThisMonth,
    },
    topDestinations,
    lateEtas: late.slice(0, options.lateEtas ?? 10),
    lateCount: late.length,
    recentActivity: recentActivity(records, options.recentActivity ?? 10),
  };
}

/** The latest status changes across all records, newest first. */
export function recentActivity(records: readonly FreightRecord[], limit: number): readonly ActivityEntry[] {
  const latest: ActivityEntry[] = [];
  if (limit <= 0) return latest;
  for (const record of records) {
    for (const change of record.history) {
      if (latest.length === limit && change.at <= (latest[latest.length - 1] as ActivityEntry).at) continue;
      latest.push({ recordId: record.id, reference: record.reference, ...change });
      latest.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
      if (latest.length > limit) latest.pop();
    }
  }
  return latest;
}
