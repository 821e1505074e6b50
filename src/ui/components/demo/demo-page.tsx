import { Button, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Every demo screen opens with its heading; the screen's actions, when it has any, stand at its right. */
export function DemoPage({
  titleId,
  actions,
  children,
}: {
  titleId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const title = (
    <Title order={1} size="h2">
      <FormattedMessage id={titleId} />
    </Title>
  );
  return (
    <Stack gap="md">
      {actions ? (
        <Group justify="space-between">
          {title}
          {actions}
        </Group>
      ) : (
        title
      )}
      {children}
    </Stack>
  );
}

/** The heading's way back to the list or page a demo screen was opened from. */
export function DemoBackButton({ to, labelId }: { to: LinkProps['to']; labelId: string }) {
  return (
    <Button variant="default" component={Link} to={to}>
      <FormattedMessage id={labelId} />
    </Button>
  );
}

/** The mail, to-do and calendar apps: a column of actions and filters beside a bordered main panel. */
export function DemoAppColumns({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>{side}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder p="sm">
          {children}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** A search box whose placeholder is also its accessible name. */
export function DemoSearchInput({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const label = useIntl().formatMessage({ id: labelId });
  return (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
