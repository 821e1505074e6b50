import { Badge } from '@mantine/core';
import type { ListColumn, ListFilterDef } from './list-view.types';

/** How a list names a record's status: the column and filter label, and the two states. */
export interface ActiveStatusWords {
  readonly label: string;
  readonly active: string;
  readonly inactive: string;
}

/** A list's status column: a dot badge, teal while the record is active. */
export function activeColumn<T extends { readonly active: boolean }, S extends string>(
  words: ActiveStatusWords,
): ListColumn<T, S> {
  return {
    key: 'active',
    label: words.label,
    render: (row) => (
      <Badge size="sm" variant="dot" color={row.active ? 'teal' : 'gray'} miw="max-content">
        {row.active ? words.active : words.inactive}
      </Badge>
    ),
  };
}

/** A list's status filter (`?active=true|false`). */
export function activeFilter(words: ActiveStatusWords): ListFilterDef<'active'> {
  return {
    name: 'active',
    label: words.label,
    options: [
      { value: 'true', label: words.active },
      { value: 'false', label: words.inactive },
    ],
  };
}
