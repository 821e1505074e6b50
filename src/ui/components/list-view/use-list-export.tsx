import { Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CsvColumn } from '../../../domain/shared/csv';
import type { ListPage } from '../../../domain/shared/list-query';
import { notifyFailed } from '../notify-outcome';
import { sheetHeaderText } from '../sheet/sheet-headers';

export type ExportFormat = 'csv' | 'xlsx';

/** Most rows one export collects. */
export const EXPORT_LIMIT = 100_000;
/** Rows asked for per request: the REST API's largest page. */
const EXPORT_PAGE_SIZE = 100;

interface Progressing {
  readonly done: number;
  readonly total: number;
  readonly stage: 'rows' | 'file';
}

/**
 * Collects every row of the current filter and sort, page after page (the backend answers at most a page per
 * request), telling how far it got.
 */
export async function collectMatching<T>(
  fetchPage: (page: number, pageSize: number) => Promise<ListPage<T>>,
  onProgress: (done: number, total: number) => void,
  limit: number = EXPORT_LIMIT,
): Promise<{ readonly items: readonly T[]; readonly total: number }> {
  const items: T[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = answer.total;
    items.push(...answer.items.slice(0, limit - items.length));
    onProgress(items.length, Math.min(total, limit));
    if (answer.items.length === 0 || page >= answer.pageCount || items.length >= Math.min(total, limit)) break;
  }
  return { items, total };
}

/**
 * A list's export to CSV or Excel: the rows of the current filter and sort (all of them, not only the page) or
 * the selected ones, the list's export columns, headers and separator in the reader's language. The workbook is
 * built in a worker; a progress bar shows both stages, and the screen stays responsive.
 */
export function useListExport<T>(options: {
  readonly id: string;
  readonly columns: readonly CsvColumn<T>[];
  readonly fetchPage: (page: number, pageSize: number) => Promise<ListPage<T>>;
}): {
  readonly exporting: boolean;
  readonly run: (format: ExportFormat, rows?: readonly T[]) => Promise<void>;
  readonly progress: ReactNode;
} {
  const intl = useIntl();
  const [progress, setProgress] = useState<Progressing | null>(null);

  const save = async (format: ExportFormat, name: string, rows: readonly T[]) => {
    // The file writers (the CSV library, the workbook's worker client) come with the first export, not with the list.
    const [{ downloadCsv, downloadText }, { toSheetTable }, { writeWorkbook, XLSX_TYPE }] = await Promise.all([
      import('../csv/csv-file'),
      import('../sheet/sheet-table'),
      import('../sheet/xlsx-client'),
    ]);
    if (format === 'csv') {
      downloadCsv(`${name}.csv`, rows, options.columns, intl.locale);
      return;
    }
    setProgress({ done: 0, total: rows.length, stage: 'file' });
    const table = toSheetTable(options.id, intl.locale, rows, options.columns, (h) => sheetHeaderText(intl, h));
    const buffer = await writeWorkbook(table, (done) => setProgress({ done, total: rows.length, stage: 'file' }));
    downloadText(`${name}.xlsx`, buffer, XLSX_TYPE);
  };

  const run = async (format: ExportFormat, selected?: readonly T[]) => {
    const stamp = new Date().toISOString().slice(0, 10);
    setProgress({ done: 0, total: 0, stage: 'rows' });
    try {
      if (selected) {
        await save(format, `${options.id}-selected-${stamp}`, selected);
        return;
      }
      const all = await collectMatching(options.fetchPage, (done, total) =>
        setProgress({ done, total, stage: 'rows' }),
      );
      await save(format, `${options.id}-${stamp}`, all.items);
      notifications.show({
        color: all.total > all.items.length ? 'yellow' : 'green',
        message:
          all.total > all.items.length
            ? intl.formatMessage({ id: 'listView.exportTruncated' }, { count: all.items.length })
            : intl.formatMessage({ id: 'listView.exported' }, { count: all.items.length }),
      });
    } catch (error) {
      notifyFailed(intl, intl.formatMessage({ id: 'listView.exportFailed' }), error);
    } finally {
      setProgress(null);
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((100 * progress.done) / progress.total) : 0;
  const label = progress
    ? intl.formatMessage(
        { id: progress.stage === 'rows' ? 'listView.exportRows' : 'listView.exportFile' },
        { done: progress.done, total: progress.total },
      )
    : '';
  return {
    exporting: progress !== null,
    run,
    progress: progress ? (
      <Stack gap={4} data-testid={`${options.id}-export-progress`}>
        <Text size="xs" c="dimmed" aria-live="polite">
          {label}
        </Text>
        <Progress value={percent} size="sm" animated aria-label={label} />
      </Stack>
    ) : null,
  };
}
