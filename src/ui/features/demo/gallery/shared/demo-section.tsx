import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** One titled demo block on a gallery page. */
export function DemoSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useT();
  return (
    <Card withBorder padding="lg" component="section" aria-label={t(titleId)}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(titleId)}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Short form of formatMessage for the many demo labels. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}
