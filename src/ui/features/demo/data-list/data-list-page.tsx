import { Button, Group, Paper, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DataListItem } from '../../../../domain/demo/datalist/datalist.types';
import { DEFAULT_PER_PAGE, pageOf } from '../../../../domain/demo/datalist/datalist-paging';
import {
  filterItems,
  sortItems,
  type DataListDraft,
  type DataListSortKey,
} from '../../../../domain/demo/datalist/datalist-rules';
import { useUseCases } from '../../../app-context';
import { EmptyState, QueryView } from '../../../components/query-view';
import { dataListMutations } from './data-list.mutations';
import { dataListQueries } from './data-list.queries';
import { DataTable, type Sort } from './data-table';
import { ItemEditor } from './item-editor';
import { ThumbGrid } from './thumb-grid';
import { withFeatureIntl } from '../../../components/feature-intl';
import { messages } from './messages';
import { DemoPage } from '../../../components/demo/demo-page';
import { useNotifyingMutation } from '../../../components/demo/use-notifying-mutation';
import { DemoListFooter } from '../../../components/demo/demo-list-footer';

const PER_PAGE_OPTIONS = ['4', '10', '15', '20'];

export const DataListPage = withFeatureIntl(messages, DataListScreen);

function DataListScreen({ view }: { view: 'list' | 'thumb' }) {
  const { datalist: useCases } = useUseCases().demo;
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remote = useQuery(dataListQueries.items(useCases));
  const adding = useNotifyingMutation(dataListMutations.add(client, useCases));
  const updating = useNotifyingMutation(dataListMutations.update(client, useCases));
  const removing = useNotifyingMutation(dataListMutations.remove(client, useCases));
  const removingMany = useNotifyingMutation(dataListMutations.removeMany(client, useCases));
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ item: DataListItem | null } | null>(null);

  const shown = useMemo(() => {
    const filtered = filterItems(remote.data ?? [], query);
    const list = sort ? sortItems(filtered, sort.key, sort.direction) : filtered;
    const result = pageOf(list, page, perPage);
    // After deletions the current page may be past the end: show the last one instead.
    return result.data.length === 0 && page > 1 ? pageOf(list, Math.max(result.totalPages, 1), perPage) : result;
  }, [remote.data, query, sort, page, perPage]);

  const onSort = (key: DataListSortKey) =>
    setSort((s) =>
      s?.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    );
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const togglePage = (on: boolean) => {
    const ids = shown.data.map((i) => i.id);
    setSelected((s) => (on ? [...new Set([...s, ...ids])] : s.filter((x) => !ids.includes(x))));
  };
  const removeSelected = () => {
    const items = (remote.data ?? []).filter((i) => selected.includes(i.id));
    setSelected([]);
    removingMany.mutate(items);
  };
  /** The editor stays open, with what was typed, unless the save went through. */
  const save = (item: DataListItem | null) => async (draft: DataListDraft) => {
    try {
      if (item) {
        const popularity = { popValue: Number(draft.popularity) || 0, color: item.popularity.color };
        await updating.mutateAsync({ ...item, ...draft, popularity });
      } else {
        await adding.mutateAsync(draft);
        setPage(1); // the new item is first
      }
      return true;
    } catch {
      return false;
    }
  };

  const [from, to] = shown.sortIndex;
  const rowProps = {
    items: shown.data,
    selected,
    onToggle: toggle,
    onEdit: (item: DataListItem) => setEditing({ item }),
    onRemove: (item: DataListItem) => removing.mutate(item),
  };
  return (
    <DemoPage
      titleId="dataList.title"
      actions={
        <SegmentedControl
          value={view}
          onChange={(v) => void navigate({ to: v === 'list' ? '/data-list/list-view' : '/data-list/thumb-view' })}
          data={[
            { value: 'list', label: intl.formatMessage({ id: 'dataList.listView' }) },
            { value: 'thumb', label: intl.formatMessage({ id: 'dataList.thumbView' }) },
          ]}
        />
      }
    >
      <Paper withBorder p="sm">
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ item: null })}>
              <FormattedMessage id="dataList.add" />
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={selected.length === 0}
              onClick={removeSelected}
            >
              <FormattedMessage id="dataList.deleteSelected" values={{ count: selected.length }} />
            </Button>
          </Group>
          <Group gap="xs">
            <TextInput
              leftSection={<IconSearch size={16} />}
              value={query}
              aria-label={intl.formatMessage({ id: 'dataList.search' })}
              placeholder={intl.formatMessage({ id: 'dataList.search' })}
              onChange={(e) => {
                setQuery(e.currentTarget.value);
                setPage(1);
              }}
            />
            <Select
              w={90}
              data={PER_PAGE_OPTIONS}
              value={String(perPage)}
              allowDeselect={false}
              aria-label={intl.formatMessage({ id: 'dataList.perPage' })}
              onChange={(v) => {
                setPerPage(Number(v));
                setPage(1);
              }}
            />
          </Group>
        </Group>
        <QueryView query={remote}>
          {() =>
            shown.data.length === 0 ? (
              <EmptyState title={<FormattedMessage id="dataList.empty" />} />
            ) : view === 'list' ? (
              <DataTable {...rowProps} sort={sort} onSort={onSort} onTogglePage={togglePage} />
            ) : (
              <ThumbGrid {...rowProps} />
            )
          }
        </QueryView>
        <DemoListFooter
          summary={<FormattedMessage id="dataList.range" values={{ from, to, total: shown.totalRecords }} />}
          total={shown.totalPages}
          value={page}
          onChange={setPage}
        />
      </Paper>
      {editing && <ItemEditor item={editing.item} onClose={() => setEditing(null)} onSave={save(editing.item)} />}
    </DemoPage>
  );
}
