import { Paper, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A bordered panel of a demo page, headed by a level-2 title; `titleGap` is the space under the title. */
export function DemoPanel({
  titleId,
  p = 'md',
  titleGap = 'sm',
  children,
}: {
  titleId: string;
  p?: MantineSpacing;
  titleGap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={p}>
      <Title order={2} size="h4" mb={titleGap}>
        <FormattedMessage id={titleId} />
      </Title>
      {children}
    </Paper>
  );
}
