import { Group, Pagination, Text, type PaginationProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Under a demo list: what is shown (a count or a range) at the left, the pages (`total`, `value`, `onChange`) at the right. */
export function DemoListFooter({
  summary,
  summaryTestId,
  ...pages
}: {
  summary: ReactNode;
  summaryTestId?: string;
} & Pick<PaginationProps, 'total' | 'value' | 'onChange'>) {
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed" {...(summaryTestId ? { 'data-testid': summaryTestId } : {})}>
        {summary}
      </Text>
      <Pagination {...pages} size="sm" getControlProps={(control) => ({ 'aria-label': control })} />
    </Group>
  );
}
