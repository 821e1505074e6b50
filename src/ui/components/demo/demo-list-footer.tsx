import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Under a demo list: what is shown (a count or a range) at the left, the pages at the right. */
export function DemoListFooter({
  summary,
  summaryTestId,
  pages,
  page,
  onPage,
}: {
  summary: ReactNode;
  summaryTestId?: string;
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" {...(summaryTestId ? { 'data-testid': summaryTestId } : {})}>
        {summary}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': control })}
      />
    </Group>
  );
}
