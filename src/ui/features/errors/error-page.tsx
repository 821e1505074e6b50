import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useCanGoBack, useLocation, useRouter } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

/** not-found: 404; server-error: 500; not-authorized: the role lacks the page; load-failed: a screen crashed. */
export type ErrorPageKind = 'not-found' | 'server-error' | 'not-authorized' | 'load-failed';

// The page is in the eager bundle (the router's not-found and error pages must show without a download),
// so it stays plain: a code, a title, a sentence and the ways out.
const LOOK: Readonly<Record<ErrorPageKind, { readonly code: string | null; readonly messageKey: string }>> = {
  'not-found': { code: '404', messageKey: 'notFound' },
  'server-error': { code: '500', messageKey: 'serverError' },
  'not-authorized': { code: '403', messageKey: 'notAuthorized' },
  'load-failed': { code: null, messageKey: 'loadFailed' },
};

export interface ErrorPageProps {
  readonly kind: ErrorPageKind;
  /** The address that matched nothing; the not-found text names it. */
  readonly path?: string;
  /** Offers "Try again" (a screen that failed to load may load the second time). */
  readonly onRetry?: () => void;
}

/**
 * The one error page: 404, 500, not authorized and a screen that failed. "Go back" appears only when
 * there is a page of this app to go back to; the way to the dashboard is always there.
 */
export function ErrorPage({ kind, path, onRetry }: ErrorPageProps) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const { code, messageKey } = LOOK[kind];
  const bodyId = kind === 'not-found' && path ? 'errors.notFound.bodyAt' : `errors.${messageKey}.body`;
  return (
    <Center mih="70dvh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center" role={kind === 'load-failed' ? 'alert' : undefined}>
        {code && (
          <Text fz={64} fw={800} lh={1} c="dimmed" aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} size="h2">
          <FormattedMessage id={`errors.${messageKey}.title`} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={bodyId} values={{ path: <code>{path}</code> }} />
        </Text>
        <Group justify="center" mt="xs">
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              <FormattedMessage id="errors.retry" />
            </Button>
          )}
          {canGoBack && (
            <Button variant="default" onClick={() => router.history.back()}>
              <FormattedMessage id="errors.back" />
            </Button>
          )}
          <Button component={Link} to="/">
            <FormattedMessage id="errors.home" />
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** The router's page for an address no route matches. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPage kind="not-found" path={pathname} />;
}

/** The router's page for a screen whose loading or rendering threw. */
export function RouteErrorPage({ reset }: { reset: () => void }) {
  return <ErrorPage kind="load-failed" onRetry={reset} />;
}
