import type { DemoRecord } from '../demo-record';

export interface ShopProduct extends DemoRecord {
  readonly name: string;
  readonly slug: string;
  readonly brand: string;
  readonly category: string;
  readonly description: string;
  /** Integer cents; money is never a float. */
  readonly priceCents: number;
  readonly rating: number;
  readonly img: string;
  readonly freeShipping: boolean;
  readonly stock: number;
}

export interface CartLine {
  readonly productId: number;
  readonly quantity: number;
}
