import { Table } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** A table's head: one row of column headings, each the text of a message id. */
export function TableHeadings({ ids }: { ids: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {ids.map((id) => (
          <Table.Th key={id}>
            <FormattedMessage id={id} />
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
