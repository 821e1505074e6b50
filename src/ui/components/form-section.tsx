import { Paper, SimpleGrid, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled part of a record form, named for assistive technology by its title; `grid` lays its fields in two
 * columns from the small breakpoint up, one on a phone.
 */
export function FormSection({
  title,
  grid = false,
  after,
  children,
}: {
  readonly title: string;
  readonly grid?: boolean;
  /** What follows the fields' grid, full width. */
  readonly after?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {grid ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid> : children}
      {after}
    </Paper>
  );
}
