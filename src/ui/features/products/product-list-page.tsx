import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductFields } from '../../../domain/product/product';
import type { ProductSortField } from '../../../domain/product/product-list';
import { PRODUCT_CSV_HEADERS, productCsvColumns, productFromCsv } from '../../../domain/product/product-csv';
import { useUseCases } from '../../app-context';
import type { CsvImportSpec } from '../../components/csv/csv-import';
import type { ListViewConfig } from '../../components/list-view/list-view.types';
import { RecordListScreen } from '../../components/list-view/record-list-screen';
import { useLocale } from '../../i18n/i18n-provider';
import { productMutations } from '../../queries/product.mutations';
import { productQueries } from '../../queries/product.queries';
import { productColumns, productFilters, productLabel } from './product-columns';
import { PRODUCT_LIST, type ProductListSearch } from './product-list-spec';
import type { ListPageProps } from '../../components/list-view/use-list-route-search';

const importSpec: CsvImportSpec<ProductFields> = {
  columns: PRODUCT_CSV_HEADERS,
  previewColumns: ['code', 'descriptionEn', 'ncmCode', 'unitPrice', 'currency', 'active'],
  readRow: productFromCsv,
  maxRows: 500,
};

/** Products: search, filters, sortable columns, paging, selection, CSV export and import, edit and delete. */
export function ProductListPage({ search, onSearchChange }: ListPageProps<ProductListSearch>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { products } = useUseCases();
  const queryClient = useQueryClient();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const nameOf = (p: Product) => productLabel(p, locale);

  const config = useMemo(
    (): ListViewConfig<Product, ProductSortField, typeof PRODUCT_LIST.schema.filters> => ({
      id: 'products',
      definition: PRODUCT_LIST,
      rowKey: (p) => p.id,
      rowLabel: (p) => productLabel(p, locale),
      pageQuery: (query) => productQueries.list(products, query),
      csvColumns: productCsvColumns,
      filters: productFilters(intl),
      columns: productColumns(intl, locale),
    }),
    [products, intl, locale],
  );

  return (
    <RecordListScreen
      title={t('products.title')}
      config={config}
      search={search}
      onSearchChange={onSearchChange}
      create={{ label: t('products.new'), renderLink: (props) => <Link {...props} to="/product/new" /> }}
      row={{
        editLabel: (p) => t('products.editRow', { name: nameOf(p) }),
        deleteLabel: (p) => t('products.deleteRow', { name: nameOf(p) }),
        renderEditLink: (p) => (props) => <Link {...props} to="/product/$id/edit" params={{ id: p.id }} />,
      }}
      removal={{
        mutation: productMutations.remove(queryClient, products),
        idOf: (p) => p.id,
        nameOf,
        usage: (p) => ({ product: p.id }),
      }}
      csvImport={{
        title: t('products.importTitle'),
        spec: importSpec,
        mutation: productMutations.importMany(queryClient, products),
      }}
    />
  );
}
