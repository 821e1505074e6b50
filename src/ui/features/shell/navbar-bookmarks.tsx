import { ActionIcon, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { starredBar, type Bookmark } from '../../../domain/bookmarks/bookmarks';
import { useUseCases } from '../../app-context';
import { HintTooltip } from '../../components/hint-tooltip';
import { notifyFailure } from '../../components/notify-outcome';
import { onDemandPart, OnDemandMenu } from '../../components/on-demand';
import { shellMutations, shellQueries } from '../../queries/shell.queries';
import { OverflowButton } from './bookmark-overflow-button';
import { BookmarkSearch } from './bookmark-search';
import { ShellIcon } from './shell-icon';

const overflowMenu = onDemandPart(() => import('./navbar-bookmarks.lazy').then((m) => m.BookmarkOverflowMenu));

/**
 * The navbar's bookmarks: the starred bar (10 shown, the rest in an overflow menu) and the bookmark
 * search that stars and un-stars. Starring saves on the server, whose answer is the new list.
 */
export function NavbarBookmarks({ iconClassName }: { iconClassName?: string }) {
  const intl = useIntl();
  const { shell } = useUseCases();
  const queryClient = useQueryClient();
  const bookmarks = useQuery(shellQueries.bookmarks(shell));
  const star = useMutation({
    ...shellMutations.toggleBookmark(queryClient, shell),
    onError: (error) => notifyFailure(intl, error),
  });
  const list = bookmarks.data ?? [];
  const { starred, extraStarred } = starredBar(list);
  const toggle = (bookmark: Bookmark) => star.mutate(bookmark);

  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Group
        gap={2}
        wrap="nowrap"
        component="nav"
        aria-label={intl.formatMessage({ id: 'shell.bookmarks.bar' })}
        data-testid="bookmark-bar"
        visibleFrom="sm"
      >
        {starred.map((b) => (
          <HintTooltip key={b.id} label={b.title} withArrow>
            <ActionIcon
              component={Link}
              to={b.link as '/'}
              variant="transparent"
              size="lg"
              className={iconClassName}
              aria-label={b.title}
              data-testid="starred-bookmark"
            >
              <ShellIcon name={b.icon} />
            </ActionIcon>
          </HintTooltip>
        ))}
        {extraStarred.length > 0 && (
          <OnDemandMenu
            part={overflowMenu}
            props={{ bookmarks: extraStarred, iconClassName }}
            trigger={<OverflowButton count={extraStarred.length} className={iconClassName} />}
          />
        )}
        {bookmarks.isError && (
          <HintTooltip
            label={
              intl.formatMessage({ id: 'shell.bookmarks.loadError' }) + ' ' + intl.formatMessage({ id: 'common.retry' })
            }
          >
            <ActionIcon
              variant="transparent"
              color="red"
              size="lg"
              onClick={() => void bookmarks.refetch()}
              aria-label={
                intl.formatMessage({ id: 'shell.bookmarks.loadError' }) +
                ' ' +
                intl.formatMessage({ id: 'common.retry' })
              }
            >
              <IconAlertTriangle size={18} />
            </ActionIcon>
          </HintTooltip>
        )}
      </Group>
      <BookmarkSearch bookmarks={list} busy={star.isPending} onToggle={toggle} />
    </Group>
  );
}
