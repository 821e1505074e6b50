import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { starredBar, type Bookmark } from '../../../domain/bookmarks/bookmarks';
import { useUseCases } from '../../app-context';
import { notifyFailure } from '../../components/notify-outcome';
import { shellMutations, shellQueries } from '../../queries/shell.queries';
import { BookmarkSearch } from './bookmark-search';
import { ShellIcon } from './shell-icon';

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
          <Tooltip key={b.id} label={b.title} withArrow>
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
          </Tooltip>
        ))}
        {extraStarred.length > 0 && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="transparent"
                size="lg"
                className={iconClassName}
                aria-label={intl.formatMessage({ id: 'shell.bookmarks.more' }, { count: extraStarred.length })}
              >
                <IconChevronDown size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown data-testid="bookmark-overflow">
              {extraStarred.map((b) => (
                <Menu.Item
                  key={b.id}
                  component={Link}
                  to={b.link as '/'}
                  leftSection={<ShellIcon name={b.icon} size={16} />}
                >
                  {b.title}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        {bookmarks.isError && (
          <Tooltip
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
          </Tooltip>
        )}
      </Group>
      <BookmarkSearch bookmarks={list} busy={star.isPending} onToggle={toggle} />
    </Group>
  );
}
