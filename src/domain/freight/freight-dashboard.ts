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

/** How many late shipments, top destinations and status changes a dashboard lists unless told otherwise. */
export const DASHBOARD_LISTS = { topDestinations: 5, lateEtas: 10, recentActivity: 10 } as const;

/** The month a shipment counts as shipped in: the month of its departure day, unless it was cancelled. */
export function shippedMonth(record: Pick<FreightRecord, 'status' | 'departedOn' | 'history'>): string | null {
  const departed = departureDay(record);
  return record.status === 'cancelled' || departed === null ? null : monthOf(departed);
}

/** The ETA of a shipment still open (neither delivered nor cancelled); null when it has none or is closed. */
export function openEta(record: Pick<FreightRecord, 'status' | 'eta'>): string | null {
  return record.status === 'delivered' || record.status === 'cancelled' ? null : record.eta;
}

/** The country a shipment counts for among the destinations: its destination, unless cancelled or not chosen. */
export function countedDestination(record: Pick<FreightRecord, 'status' | 'destinationCountry'>): string | null {
  return record.status === 'cancelled' || record.destinationCountry === '' ? null : record.destinationCountry;
}

/** What a shipped shipment adds to its month: its declared value, and that value in BRL (null without a rate). */
export function shippedValue(record: FreightRecord): { readonly value: Money; readonly brl: Money | null } {
  const totals = freightTotals(record);
  return { value: totals.totalDeclaredValue, brl: totals.totalDeclaredValueBr };
}

/** A shipment whose ETA passed while it is open, and by how many days; null when it is not late on `today`. */
export function lateShipment(record: FreightRecord, today: string): LateShipment | null {
  const eta = openEta(record);
  if (eta === null || eta >= today) return null;
  const { id, reference, status, destinationCountry } = record;
  return { id, reference, status, eta, daysLate: daysBetween(eta, today), destinationCountry };
}

/** The latest first, then by reference. */
export const byLateness = (a: LateShipment, b: LateShipment): number =>
  b.daysLate - a.daysLate || (a.reference < b.reference ? -1 : 1);

/** The destinations with the most shipments, most first, then by country code. */
export function rankDestinations(counts: Iterable<readonly [string, number]>, top: number): DestinationCount[] {
  return [...counts]
    .filter(([, shipments]) => shipments > 0)
    .map(([country, shipments]) => ({ country, shipments }))
    .sort((a, b) => b.shipments - a.shipments || (a.country < b.country ? -1 : 1))
    .slice(0, top);
}

/**
 * The month's declared figures from its sums: per currency (in code order; a currency whose shipments sum to nothing
 * is left out), in BRL, and how many lack a rate.
 */
export function declaredFigures(
  month: string,
  sums: {
    readonly perCurrency: ReadonlyMap<CurrencyCode, number>;
    readonly brl: number;
    readonly withoutRate: number;
    readonly shipments: number;
  },
): FreightDashboard['declaredThisMonth'] {
  return {
    month,
    usd: { minor: sums.perCurrency.get('USD') ?? 0, currency: 'USD' },
    byCurrency: [...sums.perCurrency.entries()]
      .filter(([, minor]) => minor !== 0)
      .map(([currency, minor]) => ({ currency, minor }))
      .sort((a, b) => (a.currency < b.currency ? -1 : 1)),
    brl: { minor: sums.brl, currency: 'BRL' },
    withoutRate: sums.withoutRate,
    shipments: sums.shipments,
  };
}

/** One pass over the shipments (a store may make each as it is read, without holding them all). */
export function freightDashboard(records: Iterable<FreightRecord>, options: DashboardOptions): FreightDashboard {
  const { today } = options;
  const activityLimit = options.recentActivity ?? DASHBOARD_LISTS.recentActivity;
  const activity: ActivityEntry[] = [];
  const month = monthOf(today);
  const byStatus = Object.fromEntries(FREIGHT_STATUSES.map((s) => [s, 0])) as Record<FreightStatus, number>;
  const perCurrency = new Map<CurrencyCode, number>();
  const destinations = new Map<string, number>();
  const late: LateShipment[] = [];
  let brl = 0;
  let withoutRate = 0;
  let shipments = 0;

  for (const record of records) {
    byStatus[record.status] += 1;
    const destination = countedDestination(record);
    if (destination !== null) destinations.set(destination, (destinations.get(destination) ?? 0) + 1);
    if (shippedMonth(record) === month) {
      const shipped = shippedValue(record);
      shipments += 1;
      perCurrency.set(record.currency, (perCurrency.get(record.currency) ?? 0) + shipped.value.minor);
      if (shipped.brl) brl += shipped.brl.minor;
      else withoutRate += 1;
    }
    const lateOne = lateShipment(record, today);
    if (lateOne) late.push(lateOne);
    keepRecentActivity(activity, record, activityLimit);
  }

  late.sort(byLateness);
  return {
    byStatus,
    declaredThisMonth: declaredFigures(month, { perCurrency, brl, withoutRate, shipments }),
    topDestinations: rankDestinations(destinations, options.topDestinations ?? DASHBOARD_LISTS.topDestinations),
    lateEtas: late.slice(0, options.lateEtas ?? DASHBOARD_LISTS.lateEtas),
    lateCount: late.length,
    recentActivity: activity,
  };
}

/** The latest status changes across all records, newest first. */
export function recentActivity(records: Iterable<FreightRecord>, limit: number): readonly ActivityEntry[] {
  const latest: ActivityEntry[] = [];
  for (const record of records) keepRecentActivity(latest, record, limit);
  return latest;
}

/** Adds a record's status changes to `latest` (newest first), keeping at most `limit`. */
function keepRecentActivity(latest: ActivityEntry[], record: FreightRecord, limit: number): void {
  if (limit <= 0) return;
  for (const change of record.history) {
    if (latest.length === limit && change.at <= (latest[latest.length - 1] as ActivityEntry).at) continue;
    latest.push({ recordId: record.id, reference: record.reference, ...change });
    latest.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    if (latest.length > limit) latest.pop();
  }
}
