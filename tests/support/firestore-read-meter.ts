/**
 * Counts the document reads Firestore bills for what the web SDK asks of it, from the SDK's own requests and
 * answers (it speaks REST over the global fetch): a query bills each document it returns, and one read when it
 * returns none; a document lookup one read, found or not; an aggregation one read per 1,000 documents it counted
 * (at least one), the number known from a `count()` in the same answer or in another aggregation of the same query.
 */
interface Aggregation {
  readonly query: string;
  readonly counted: number | null;
}

export interface ReadMeter {
  /** The reads billed since the meter started or was last reset. */
  reads(): number;
  reset(): void;
  stop(): void;
}

const asList = (body: unknown): Record<string, unknown>[] =>
  (Array.isArray(body) ? body : [body]).filter((item): item is Record<string, unknown> => typeof item === 'object');

interface AggregationRequest {
  readonly structuredAggregationQuery?: {
    readonly structuredQuery?: unknown;
    readonly aggregations?: readonly { readonly alias?: string; readonly count?: unknown }[];
  };
}

/** What the answer's `count()` says, when the request asked for one. */
function countedIn(request: AggregationRequest, answer: Record<string, unknown>[]): number | null {
  const aliases = (request.structuredAggregationQuery?.aggregations ?? [])
    .filter((aggregation) => aggregation.count !== undefined)
    .map((aggregation) => aggregation.alias);
  for (const item of answer) {
    const fields = (item.result as { aggregateFields?: Record<string, { integerValue?: string }> } | undefined)
      ?.aggregateFields;
    for (const alias of aliases) {
      const value = alias === undefined ? undefined : fields?.[alias]?.integerValue;
      if (value !== undefined) return Number(value);
    }
  }
  return null;
}

export function meterFirestoreReads(): ReadMeter {
  const original = globalThis.fetch;
  let documents = 0;
  let aggregations: Aggregation[] = [];

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original(input, init);
    const url = String(input instanceof Request ? input.url : input);
    const kind = /:(runQuery|runAggregationQuery|batchGet)(\?|$)/.exec(url)?.[1];
    if (kind && response.ok) {
      const answer = asList(await response.clone().json());
      if (kind === 'runQuery') documents += Math.max(1, answer.filter((item) => item.document).length);
      if (kind === 'batchGet') documents += answer.filter((item) => item.found || item.missing).length;
      if (kind === 'runAggregationQuery') {
        const request = JSON.parse(String(init?.body ?? '{}')) as AggregationRequest;
        aggregations.push({
          query: JSON.stringify(request.structuredAggregationQuery?.structuredQuery ?? null),
          counted: countedIn(request, answer),
        });
      }
    }
    return response;
  };

  return {
    reads() {
      const counts = new Map<string, number>();
      for (const { query, counted } of aggregations) {
        if (counted !== null) counts.set(query, Math.max(counts.get(query) ?? 0, counted));
      }
      const billed = aggregations.reduce((sum, { query, counted }) => {
        const n = counted ?? counts.get(query) ?? 0;
        return sum + Math.max(1, Math.ceil(n / 1000));
      }, 0);
      return documents + billed;
    },
    reset() {
      documents = 0;
      aggregations = [];
    },
    stop() {
      globalThis.fetch = original;
    },
  };
}

/** What `work` answers, and the reads it cost. */
export async function readsOf<T>(work: () => Promise<T>): Promise<{ readonly result: T; readonly reads: number }> {
  const meter = meterFirestoreReads();
  try {
    const result = await work();
    return { result, reads: meter.reads() };
  } finally {
    meter.stop();
  }
}
