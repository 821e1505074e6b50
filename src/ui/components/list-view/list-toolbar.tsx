import { Button, Group, Menu, NativeSelect } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ExportFormat } from './use-list-export';
import type { ListFilterDef } from './list-view.types';
import { ListSearchBox } from './list-search-box';

interface ListToolbarProps<F extends string> {
  readonly listId: string;
  readonly text: string;
  readonly onText: (text: string) => void;
  readonly filters: readonly ListFilterDef<F>[];
  readonly values: Partial<Record<F, string>>;
  readonly onFilter: (name: F, value: string | undefined) => void;
  readonly selectedCount: number;
  readonly total: number;
  readonly exporting: boolean;
  readonly onExport: (format: ExportFormat, what: 'filtered' | 'selected') => void;
  readonly onClearSelection: () => void;
  readonly actions?: ReactNode;
}

/** Search box (typing is debounced into the URL), filters, export and the screen's own actions. */
export function ListToolbar<F extends string>(props: ListToolbarProps<F>) {
  const intl = useIntl();
  const all = intl.formatMessage({ id: 'listView.filterAll' });
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ListSearchBox
          label={intl.formatMessage({ id: 'listView.search' })}
          placeholder={intl.formatMessage({ id: 'listView.searchPlaceholder' })}
          text={props.text}
          onText={props.onText}
          testId={`${props.listId}-search`}
          w={{ base: '100%', xs: 260 }}
        />
        {props.filters.map((filter) => (
          <NativeSelect
            key={filter.name}
            label={filter.label}
            value={props.values[filter.name] ?? ''}
            data={[{ value: '', label: all }, ...filter.options]}
            onChange={(e) => props.onFilter(filter.name, e.currentTarget.value || undefined)}
            w={{ base: '100%', xs: 170 }}
          />
        ))}
      </Group>
      <Group gap="sm" wrap="wrap">
        {props.selectedCount > 0 ? (
          <Button variant="subtle" onClick={props.onClearSelection}>
            {intl.formatMessage({ id: 'listView.clearSelection' }, { count: props.selectedCount })}
          </Button>
        ) : null}
        {(['csv', 'xlsx'] as const).map((format) => (
          <Menu key={format} position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={
                  format === 'csv' ? (
                    <IconDownload size={16} aria-hidden />
                  ) : (
                    <IconFileSpreadsheet size={16} aria-hidden />
                  )
                }
                loading={props.exporting}
              >
                {intl.formatMessage({ id: format === 'csv' ? 'listView.export' : 'listView.exportXlsx' })}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={props.total === 0} onClick={() => props.onExport(format, 'filtered')}>
                {intl.formatMessage({ id: 'listView.exportFiltered' }, { count: props.total })}
              </Menu.Item>
              <Menu.Item disabled={props.selectedCount === 0} onClick={() => props.onExport(format, 'selected')}>
                {intl.formatMessage({ id: 'listView.exportSelected' }, { count: props.selectedCount })}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ))}
        {props.actions}
      </Group>
    </Group>
  );
}
