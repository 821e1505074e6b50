/**
 * What the page and the demo host's worker say to each other: a product API request as plain values, its answer,
 * a reset of the demo data, and the notice that another tab changed the data.
 */
export interface DemoHostSettings {
  readonly seed: number;
  readonly freightCount: number;
}

type HeaderPairs = [string, string][];

/** A request's or response's headers as plain pairs (what a message between the page and the worker can carry). */
export function headerPairs(headers: Headers): HeaderPairs {
  const pairs: HeaderPairs = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

/** What the page asks of the host, answered by the message of the same id. */
export type DemoHostRequest =
  | {
      readonly kind: 'fetch';
      readonly method: string;
      readonly url: string;
      readonly headers: HeaderPairs;
      readonly body: string | null;
      /** The page's clock when it asked (`Date.now()`): the host keeps the page's time. */
      readonly sentAt: number;
    }
  | { readonly kind: 'reset' };

export type ToDemoHost =
  { readonly kind: 'start'; readonly settings: DemoHostSettings } | (DemoHostRequest & { readonly id: number });

export type FromDemoHost =
  | {
      readonly kind: 'answer';
      readonly id: number;
      readonly status: number;
      readonly headers: HeaderPairs;
      readonly body: string;
    }
  | { readonly kind: 'done'; readonly id: number }
  | { readonly kind: 'failed'; readonly id: number; readonly message: string }
  | { readonly kind: 'changed-elsewhere' };
