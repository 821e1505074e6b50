import { Group, Loader, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ListPage, SkippedDocuments } from '../../../domain/shared/list-query';
import { useSession } from '../../app-context';
import { PAGE_SIZES } from './list-search';

interface ListPagerProps {
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly total: number;
  readonly shown: number;
  readonly busy: boolean;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: number) => void;
  /** Stored documents the backend left out of the list because they are not records. */
  readonly skipped?: SkippedDocuments | undefined;
}

/** For admins: how many stored documents the list left out as malformed, and which. */
function SkippedNote({ skipped }: { skipped: SkippedDocuments | undefined }) {
  const intl = useIntl();
  const admin = useSession()?.role === 'admin';
  if (!admin || !skipped || skipped.count === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="list-skipped">
      {intl.formatMessage({ id: 'listView.skipped' }, { count: skipped.count, ids: skipped.ids.join(', ') })}
    </Text>
  );
}

/** "21–40 of 96", the page buttons and the page size; for admins, the documents left out as malformed. */
export function ListPager(props: ListPagerProps) {
  const intl = useIntl();
  const from = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const to = Math.min(props.total, from + props.shown - 1);
  const control = (name: string) => ({ 'aria-label': intl.formatMessage({ id: `listView.page.${name}` }) });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" aria-live="polite" data-testid="list-summary">
            {intl.formatMessage({ id: 'listView.summary' }, { from, to, total: props.total })}
          </Text>
          {props.busy ? <Loader size="xs" aria-label={intl.formatMessage({ id: 'common.loading' })} /> : null}
        </Group>
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            size="xs"
            aria-label={intl.formatMessage({ id: 'listView.pageSize' })}
            value={String(props.pageSize)}
            data={PAGE_SIZES.map((n) => ({
              value: String(n),
              label: intl.formatMessage({ id: 'listView.perPage' }, { n }),
            }))}
            onChange={(e) => props.onPageSize(Number(e.currentTarget.value))}
          />
          <nav aria-label={intl.formatMessage({ id: 'listView.pagination' })}>
            <Pagination
              size="sm"
              total={props.pageCount}
              value={props.page}
              onChange={props.onPage}
              siblings={0}
              boundaries={1}
              getControlProps={(c) => control(c)}
              getItemProps={(page) => ({ 'aria-label': intl.formatMessage({ id: 'listView.page.number' }, { page }) })}
            />
          </nav>
        </Group>
      </Group>
      <SkippedNote skipped={props.skipped} />
    </Stack>
  );
}

/** The pager of a list screen run by `useListPage`: its current page of data, and its page and page size changes. */
export function ListPagePager({
  data,
  list,
  busy,
}: {
  readonly data: ListPage<unknown>;
  readonly list: {
    readonly query: { readonly pageSize: number };
    readonly setPage: (page: number) => void;
    readonly setPageSize: (size: number) => void;
  };
  readonly busy: boolean;
}) {
  return (
    <ListPager
      page={data.page}
      pageCount={data.pageCount}
      pageSize={list.query.pageSize}
      total={data.total}
      shown={data.items.length}
      busy={busy}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      skipped={data.skipped}
    />
  );
}
