import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListColumn } from './list-view.types';

/**
 * A list's name column, sorted by name: the name as the feature shows it, the e-mail address under it in small
 * dimmed text. `emailHiddenFrom`: where a list has its own email column, the address under the name is for phones.
 */
export function nameColumn<T>(column: {
  readonly label: string;
  readonly name: (row: T) => ReactNode;
  readonly email: (row: T) => string;
  readonly emailHiddenFrom?: 'sm';
}): ListColumn<T, 'name'> {
  return {
    key: 'name',
    label: column.label,
    sortField: 'name',
    render: (row) => (
      <Stack gap={0}>
        {column.name(row)}
        <Text size="xs" c="dimmed" hiddenFrom={column.emailHiddenFrom}>
          {column.email(row)}
        </Text>
      </Stack>
    ),
  };
}
