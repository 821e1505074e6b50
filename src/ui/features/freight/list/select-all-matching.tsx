import { Button, Group, Paper, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MatchingSelection } from './use-matching-selection';

/**
 * Once every row of the page is selected, offers the whole filter ("Select all 250 matching"); once it is taken,
 * says so and offers to clear the selection.
 */
export function SelectAllMatching({
  pageRows,
  selectedRows,
  total,
  matching,
  onClear,
}: {
  readonly pageRows: number;
  readonly selectedRows: number;
  readonly total: number;
  readonly matching: MatchingSelection;
  readonly onClear: () => void;
}) {
  const all = matching.ids;
  if (all === null && (pageRows === 0 || selectedRows < pageRows || total <= pageRows)) return null;
  return (
    <Paper withBorder p="xs" bg="var(--mantine-color-default-hover)" data-testid="select-all-matching">
      <Group justify="center" gap="xs" wrap="wrap">
        <Text size="sm" role="status">
          {all === null ? (
            <FormattedMessage id="freight.bulk.pageSelected" values={{ count: pageRows }} />
          ) : (
            <FormattedMessage id="freight.bulk.allMatching" values={{ count: all.length }} />
          )}
        </Text>
        {all === null ? (
          <Button size="compact-sm" variant="subtle" loading={matching.loading} onClick={matching.selectAll}>
            <FormattedMessage id="freight.bulk.selectAllMatching" values={{ total }} />
          </Button>
        ) : (
          <Button size="compact-sm" variant="subtle" onClick={onClear}>
            <FormattedMessage id="freight.bulk.clearSelection" />
          </Button>
        )}
      </Group>
    </Paper>
  );
}
