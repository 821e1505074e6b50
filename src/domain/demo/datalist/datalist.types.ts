import type { DemoRecord, ValueOf } from '../demo-record';

export type PopularityColor = 'success' | 'primary' | 'warning' | 'danger';

export interface Popularity {
  readonly popValue: number;
  readonly color: PopularityColor;
}

export const ORDER_STATUSES = ['on hold', 'delivered', 'canceled', 'pending'] as const;
export type OrderStatus = ValueOf<typeof ORDER_STATUSES>;

/** The item categories, each with the picture key that goes with it. */
const CATEGORY_IMAGES = {
  Containers: 'container',
  Packing: 'box',
  Securing: 'lock',
  Monitoring: 'gauge',
  Services: 'truck',
  Compliance: 'certificate',
} as const satisfies Record<string, string>;

export const DATA_LIST_CATEGORIES = Object.keys(CATEGORY_IMAGES);

export function imageForCategory(category: string): string {
  return (CATEGORY_IMAGES as Record<string, string>)[category] ?? '';
}

export interface DataListItem extends DemoRecord {
  readonly name: string;
  readonly category: string;
  /** A decimal string such as "129.90", as the original API sent it. */
  readonly price: string;
  readonly order_status: OrderStatus;
  readonly popularity: Popularity;
  readonly img: string;
}

export interface DataListPage {
  readonly data: DataListItem[];
  readonly totalPages: number;
  readonly totalRecords: number;
  /** 1-based first and last record numbers shown, [0, 0] when the page is empty. */
  readonly sortIndex: readonly [number, number];
}
