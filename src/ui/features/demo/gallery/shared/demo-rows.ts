import { createSeededRandom } from '../../../../../domain/shared/seeded-random';

/** Local, deterministic demo data for the table and export demos (no backend involved). */
export interface DemoShipment {
  readonly id: number;
  readonly reference: string;
  readonly customer: string;
  readonly origin: string;
  readonly destination: string;
  readonly mode: DemoMode;
  readonly status: DemoStatus;
  readonly weightKg: number;
  readonly date: string;
}

export const DEMO_MODES = ['sea', 'air', 'road'] as const;
export type DemoMode = (typeof DEMO_MODES)[number];
export const DEMO_STATUSES = ['booked', 'inTransit', 'delivered', 'onHold'] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];

const CUSTOMERS = [
  'Acme Foods',
  'Baía Café',
  'Nordic Steel',
  'Lumen Textiles',
  'Pampa Grãos',
  'Orion Parts',
  'Vale Frutas',
  'Kite Labs',
];
const PORTS = [
  'Santos',
  'Rotterdam',
  'Hamburg',
  'Shanghai',
  'Singapore',
  'Antwerp',
  'Houston',
  'Valencia',
  'Itajaí',
  'Busan',
];

export function demoShipments(count: number, seed = 2026): DemoShipment[] {
  const random = createSeededRandom(seed);
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const origin = random.pick(PORTS);
    let destination = random.pick(PORTS);
    if (destination === origin) destination = PORTS[(PORTS.indexOf(origin) + 1) % PORTS.length] ?? origin;
    return {
      id: i + 1,
      reference: `FD-${String(i + 1).padStart(5, '0')}`,
      customer: random.pick(CUSTOMERS),
      origin,
      destination,
      mode: random.pick(DEMO_MODES),
      status: random.pick(DEMO_STATUSES),
      weightKg: random.int(50, 28_000),
      date: new Date(start + random.int(0, 320) * 86_400_000).toISOString().slice(0, 10),
    };
  });
}

export type ShipmentColumn =
  'reference' | 'customer' | 'origin' | 'destination' | 'mode' | 'status' | 'weightKg' | 'date';
export interface TableSort {
  readonly column: ShipmentColumn;
  readonly direction: 'asc' | 'desc';
}

/** Sorts a copy with plain comparisons (localeCompare per comparison is slow on large lists). */
export function sortShipments(rows: readonly DemoShipment[], sort: TableSort | null): readonly DemoShipment[] {
  if (!sort) return rows;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const key = (row: DemoShipment) => {
    const value = row[sort.column];
    return typeof value === 'number' ? value : value.toLowerCase();
  };
  const keyed = rows.map((row) => [key(row), row] as const);
  keyed.sort((a, b) => (a[0] < b[0] ? -sign : a[0] > b[0] ? sign : a[1].id - b[1].id));
  return keyed.map(([, row]) => row);
}

export function matchesText(row: DemoShipment, needle: string): boolean {
  if (!needle) return true;
  return `${row.reference} ${row.customer} ${row.origin} ${row.destination}`.toLowerCase().includes(needle);
}

export function nextSort(current: TableSort | null, column: ShipmentColumn): TableSort {
  return current?.column === column && current.direction === 'asc'
    ? { column, direction: 'desc' }
    : { column, direction: 'asc' };
}
