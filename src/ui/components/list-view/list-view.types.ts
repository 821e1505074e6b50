import type { ReactNode } from 'react';
import type { SavedViewList } from '../../../domain/saved-view/saved-view';
import type { CsvColumn } from '../../../domain/shared/csv';
import type { ListQuery } from '../../../domain/shared/list-query';
import type { ListFilterSchema, ListSearchDefinition } from './list-search';
import type { ListPageQuery } from './use-list-page';

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

/** A list screen as configuration: users, products and contacts differ only here. */
export interface ListViewConfig<T, S extends string, F extends Readonly<Record<string, ListFilterSchema>>> {
  /** Names the list in test ids, export file names and saved views ('contacts'). */
  readonly id: SavedViewList;
  readonly definition: ListSearchDefinition<S, F>;
  readonly columns: readonly ListColumn<T, S>[];
  readonly filters: readonly ListFilterDef<keyof F & string>[];
  readonly rowKey: (row: T) => string;
  /** The row's name for screen readers ("Select Ana Silva"). */
  readonly rowLabel: (row: T) => string;
  /** The resource's list query (its `queryOptions` factory) for one page. */
  readonly pageQuery: (query: ListQuery<S, keyof F & string>) => ListPageQuery<T>;
  /** Machine-readable headers, so an export can be imported again. */
  readonly csvColumns: readonly CsvColumn<T>[];
}
