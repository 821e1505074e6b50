import {
  collection,
  count,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  where,
  type AggregateField,
  type DocumentData,
  type QuerySnapshot,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  DASHBOARD_LISTS,
  declaredFigures,
  lateShipment,
  rankDestinations,
  recentActivity,
  type DashboardOptions,
  type FreightDashboard,
} from '../../domain/freight/freight-dashboard';
import { FREIGHT_STATUSES, type FreightStatus } from '../../domain/freight/freight-options';
import { monthOf } from '../../domain/freight/iso-date';
import { CURRENCY_CODES, type CurrencyCode } from '../../domain/shared/money';
import { FREIGHT_COLLECTION, freightRecordsOf } from './firestore-freight-document';
import type { FirestoreIndex } from './firestore-freight-query';

/**
 * The dashboard on Firestore, from aggregation queries over the keys every write stores (dashboardKeys) and a few
 * documents, never by reading the collection: a count per status, the month's sums, the late shipments and the
 * latest status changes (one page each), and a count per destination the summary document lists. What it costs is
 * about 30 reads plus one per destination (an aggregation is billed a read per 1,000 documents it counts), whatever
 * the number of shipments. The domain ranks and assembles the figures, as it does from records on the other backends.
 */

/** `summaries/freight`: { destinations: the countries shipments were ever destined to }, only ever added to. */
export const SUMMARY_DOCUMENT = ['summaries', 'freight'] as const;

/** The sums of the month's shipments: what each is called in the answer, and the field it sums. */
const MONTH_SUMS: readonly (readonly [string, string])[] = [
  ['brl', 'keys.shipped.brl'],
  ['withoutRate', 'keys.shipped.noRate'],
  ...CURRENCY_CODES.map((code) => [code, `keys.shipped.value.${code}`] as const),
];

/**
 * The composite indexes the dashboard needs (firestore.indexes.json must contain them): the late shipments ordered
 * by ETA then reference, and each sum of the month (Firestore sums from an index over the filter and the summed field).
 */
export function dashboardIndexes(collectionGroup: string): FirestoreIndex[] {
  const ascending = (fieldPath: string) => ({ fieldPath, order: 'ASCENDING' as const });
  return [
    { collectionGroup, queryScope: 'COLLECTION', fields: [ascending('keys.openEta'), ascending('reference')] },
    ...MONTH_SUMS.map(([, field]) => ({
      collectionGroup,
      queryScope: 'COLLECTION' as const,
      fields: [ascending('keys.shipped.month'), ascending(field)],
    })),
  ];
}

/** Firestore takes at most five aggregations in one query. */
const MAX_AGGREGATIONS = 5;

type Sums = Record<string, AggregateField<number | null>>;

/** The month's aggregations: how many shipped, their BRL sum, how many lack a rate, and a sum per currency. */
function monthAggregations(): Sums[] {
  const all: [string, AggregateField<number | null>][] = [
    ['shipments', count() as AggregateField<number | null>],
    ...MONTH_SUMS.map(([name, field]): [string, AggregateField<number | null>] => [name, sum(field)]),
  ];
  const groups: Sums[] = [];
  for (let i = 0; i < all.length; i += MAX_AGGREGATIONS)
    groups.push(Object.fromEntries(all.slice(i, i + MAX_AGGREGATIONS)));
  return groups;
}

export async function firestoreDashboard(db: Firestore, options: DashboardOptions): Promise<FreightDashboard> {
  const { today } = options;
  const month = monthOf(today);
  const freight = collection(db, FREIGHT_COLLECTION);
  const counted = async (...filters: Parameters<typeof where>[]) =>
    (await getCount(query(freight, ...filters.map((f) => where(...f))))).data().count;
  const records = async (read: Promise<QuerySnapshot<DocumentData>>) => freightRecordsOf((await read).docs).records;
  const shippedThisMonth = query(freight, where('keys.shipped.month', '==', month));

  const late = query(freight, where('keys.openEta', '<', today));
  const lateLimit = options.lateEtas ?? DASHBOARD_LISTS.lateEtas;
  const activityLimit = options.recentActivity ?? DASHBOARD_LISTS.recentActivity;
  const [byStatus, sums, lateCount, lateRecords, movedRecords, destinations] = await Promise.all([
    Promise.all(FREIGHT_STATUSES.map(async (s) => [s, await counted(['status', '==', s])] as const)),
    Promise.all(
      monthAggregations().map(async (spec) => {
        const values = (await getAggregate(shippedThisMonth, spec)).data();
        return Object.entries(values).map(([key, value]) => [key, Number(value ?? 0)] as const);
      }),
    ),
    getCount(late).then((snap) => snap.data().count),
    lateLimit > 0 ? records(getDocs(query(late, orderBy('keys.openEta'), orderBy('reference'), limit(lateLimit)))) : [],
    activityLimit > 0 ? records(getDocs(query(freight, orderBy('keys.lastMove', 'desc'), limit(activityLimit)))) : [],
    destinationCounts(db, counted),
  ]);

  const figures = new Map(sums.flat());
  const perCurrency = new Map<CurrencyCode, number>(CURRENCY_CODES.map((code) => [code, figures.get(code) ?? 0]));
  return {
    byStatus: Object.fromEntries(byStatus) as Record<FreightStatus, number>,
    declaredThisMonth: declaredFigures(month, {
      perCurrency,
      brl: figures.get('brl') ?? 0,
      withoutRate: figures.get('withoutRate') ?? 0,
      shipments: figures.get('shipments') ?? 0,
    }),
    topDestinations: rankDestinations(destinations, options.topDestinations ?? DASHBOARD_LISTS.topDestinations),
    // Read in the domain's order of lateness: the oldest ETA first, then by reference.
    lateEtas: lateRecords.flatMap((record) => lateShipment(record, today) ?? []),
    lateCount,
    recentActivity: recentActivity(movedRecords, activityLimit),
  };
}

/** How many shipments count for each destination the summary lists (each a count query). */
async function destinationCounts(
  db: Firestore,
  counted: (...filters: Parameters<typeof where>[]) => Promise<number>,
): Promise<[string, number][]> {
  const listed: unknown = (await getDoc(doc(db, ...SUMMARY_DOCUMENT))).data()?.destinations;
  const countries = Array.isArray(listed) ? listed.filter((c): c is string => typeof c === 'string') : [];
  return Promise.all(countries.map(async (c) => [c, await counted(['keys.destinedTo', '==', c])] as [string, number]));
}
