import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductFields } from '../../../domain/product/product';
import { PRODUCT_CSV_HEADERS, productCsvColumns, productFromCsv } from '../../../domain/product/product-csv';
import type { ProductSortField } from '../../../domain/product/product-list';
import type { ProductListFilter } from '../../../application/ports/product-repository.port';
import { useUseCases } from '../../app-context';
import { useCsvImport } from '../../components/csv/use-csv-import';
import { RecordRowActions } from '../../components/list-view/record-row-actions';
import type { CsvImportSpec } from '../../components/csv/csv-import';
import { fromFlat, toFlat, type FlatListSearch } from '../../components/list-view/list-search';
import { ListView } from '../../components/list-view/list-view';
import type { ListViewConfig } from '../../components/list-view/list-view.types';
import { useRowRemoval } from '../../components/list-view/row-removal';
import { useLocale } from '../../i18n/i18n-provider';
import { productColumns, productFilters, productLabel } from './product-columns';
import { PRODUCT_LIST_SPEC } from './product-list-spec';

const importSpec: CsvImportSpec<ProductFields> = {
  columns: PRODUCT_CSV_HEADERS,
  previewColumns: ['code', 'descriptionEn', 'ncmCode', 'unitPrice', 'currency', 'active'],
  readRow: (record) => {
    const read = productFromCsv(record);
    return read.ok ? { ok: true, value: read.value } : { ok: false, errors: read.error };
  },
  maxRows: 500,
};

interface ProductListPageProps {
  readonly search: FlatListSearch;
  readonly onSearchChange: (next: FlatListSearch) => void;
}

/** Products: search, filters, sortable columns, paging, selection, CSV export and import, edit and delete. */
export function ProductListPage({ search, onSearchChange }: ProductListPageProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { products } = useUseCases();
  const [reloadToken, setReloadToken] = useState(0);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const reload = () => setReloadToken((n) => n + 1);
  const nameOf = (p: Product) => productLabel(p, locale);

  const config = useMemo(
    (): ListViewConfig<Product, ProductSortField, ProductListFilter> => ({
      id: 'products',
      spec: PRODUCT_LIST_SPEC,
      defaultSort: 'code',
      rowKey: (p) => p.id,
      rowLabel: (p) => productLabel(p, locale),
      load: (query, signal) => products.list(query, signal),
      csvColumns: productCsvColumns,
      filters: productFilters(intl),
      columns: productColumns(intl, locale),
    }),
    [products, intl, locale],
  );

  const removal = useRowRemoval<Product>({ remove: (p) => products.remove(p.id), nameOf, onRemoved: reload });
  const csvImport = useCsvImport({
    title: t('products.importTitle'),
    spec: importSpec,
    apply: (rows) => products.importMany(rows),
    onImported: reload,
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('products.title')}
      </Title>
      <ListView
        config={config}
        search={fromFlat(search, PRODUCT_LIST_SPEC)}
        onSearchChange={(next) => onSearchChange(toFlat(next))}
        reloadToken={reloadToken}
        actions={
          <>
            {csvImport.button}
            <Button component={Link} to="/product/new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('products.new')}
            </Button>
          </>
        }
        rowActions={(p) => (
          <RecordRowActions
            editLabel={t('products.editRow', { name: nameOf(p) })}
            deleteLabel={t('products.deleteRow', { name: nameOf(p) })}
            renderEditLink={(props) => <Link {...props} to="/product/$id/edit" params={{ id: p.id }} />}
            onDelete={() => removal.ask(p)}
          />
        )}
      />
      {removal.dialog}
      {csvImport.dialog}
    </Stack>
  );
}
