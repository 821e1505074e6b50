import { queryOptions } from '@tanstack/react-query';
import type { ListPage } from '../../domain/shared/list-query';
import type { RecordKeys } from './record-keys';

/** What every kind of record's use cases answer: a page of a list and one record. */
export interface RecordReader<Q, R> {
  list(query: Q, signal?: AbortSignal): Promise<ListPage<R>>;
  get(id: string, signal?: AbortSignal): Promise<R>;
}

/** The list and detail query options of one kind of record, under its cache keys. */
export function recordQueries<Q, R>(keys: RecordKeys) {
  return {
    list: (reader: RecordReader<Q, R>, query: Q) =>
      queryOptions({ queryKey: keys.list(query), queryFn: ({ signal }) => reader.list(query, signal) }),
    detail: (reader: RecordReader<Q, R>, id: string) =>
      queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => reader.get(id, signal) }),
  };
}
