import { Alert, Button, Center, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useDeferredValue, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from './error-text';

/** An error the user can act on: what went wrong and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={<FormattedMessage id="common.error.title" />}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{errorText(intl, error)}</Text>
        {onRetry ? (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

export function LoadingState({ label }: { label?: ReactNode }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          {label ?? <FormattedMessage id="common.loading" />}
        </Text>
      </Group>
    </Center>
  );
}

/**
 * A page of rows still on its way: as many grey bars as rows are coming, each about a row's height, so the rows
 * take the place the bars held instead of pushing what follows down.
 */
export function RowsSkeleton({ rows }: { rows: number }) {
  const intl = useIntl();
  return (
    <Paper withBorder p="xs" role="status" aria-busy aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Stack gap={12}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={26} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconInbox size={40} stroke={1.5} aria-hidden />
        <Text fw={600}>{title}</Text>
        {children ? (
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}

/** A record from the query cache: loading, or the failure with a retry, or the content. */
export function QueryView<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}

/**
 * A page of a list from the query cache: the failure with a retry (above the rows still shown, if any), loading,
 * "nothing here" with a hint, or the page's rows.
 */
export function PageQueryView<P extends { readonly total: number }>({
  query,
  emptyTitle,
  emptyHint,
  placeholderRows,
  navigating = false,
  children,
}: {
  query: { data: P | undefined; isError: boolean; error: unknown; refetch: () => unknown; isFetching?: boolean };
  emptyTitle: ReactNode;
  emptyHint?: ReactNode;
  /** While the first page is on its way, this many placeholder rows (a list page); a spinner when absent. */
  placeholderRows?: number;
  /**
   * The router is opening the screen's next state (a new search or page: the address has changed, its rows are being
   * read before the screen takes it): the rows on view are about to be replaced.
   */
  navigating?: boolean;
  /**
   * `busy`: the screen is moving to another page, a page is on its way, or the page that came is still being built
   * (the one shown is not the latest).
   */
  children: (page: P, busy: boolean) => ReactNode;
}) {
  const { isError } = query;
  // A page of rows is a large render: when it arrives, React builds it in the background, yielding to the browser
  // every few milliseconds (a tap or a key is answered meanwhile), and the placeholder or the page before stays
  // until it is ready, instead of holding the main thread for the whole render.
  const data = useDeferredValue(query.data);
  return (
    <>
      {isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data === undefined ? (
        isError ? null : placeholderRows ? (
          <RowsSkeleton rows={placeholderRows} />
        ) : (
          <LoadingState />
        )
      ) : data.total === 0 ? (
        <EmptyState title={emptyTitle}>{emptyHint}</EmptyState>
      ) : (
        children(data, navigating || (query.isFetching ?? false) || data !== query.data)
      )}
    </>
  );
}
