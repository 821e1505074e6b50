import type { ReactNode } from 'react';
import type { CsvColumn } from '../../../domain/shared/csv';
import type { ListPage, ListQuery } from '../../../domain/shared/list-query';
import type { ListSearchSpec } from './list-search';

/** One column; `label` is already translated. `wide` columns hide below the sm breakpoint. */
export interface ListColumn<T, S extends string> {
  readonly key: string;
  readonly label: string;
  readonly render: (row: T) => ReactNode;
  readonly sortField?: S;
  readonly wide?: boolean;
}

export interface ListFilterDef<F extends string> {
  readonly name: F;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A list screen as configuration: users, products, contacts and freight differ only here. */
export interface ListViewConfig<T, S extends string, F extends string> {
  /** Names the list in test ids and export file names ('contacts'). */
  readonly id: string;
  readonly spec: ListSearchSpec<S, F>;
  readonly defaultSort: S | null;
  readonly columns: readonly ListColumn<T, S>[];
  readonly filters: readonly ListFilterDef<F>[];
  readonly rowKey: (row: T) => string;
  /** The row's name for screen readers ("Select Ana Silva"). */
  readonly rowLabel: (row: T) => string;
  readonly load: (query: ListQuery<S, F>, signal: AbortSignal) => Promise<ListPage<T>>;
  /** Machine-readable headers, so an export can be imported again. */
  readonly csvColumns: readonly CsvColumn<T>[];
}
