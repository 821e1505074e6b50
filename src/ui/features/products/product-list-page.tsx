import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Product, ProductFields } from '../../../domain/product/product';
import type { ProductSortField } from '../../../domain/product/product-list';
import { PRODUCT_CSV_HEADERS, productCsvColumns, productFromCsv } from '../../../domain/product/product-csv';
import { useUseCases } from '../../app-context';
import type { CsvImportSpec } from '../../components/csv/csv-import';
import { RecordListScreen, type RecordListConfig } from '../../components/list-view/record-list-screen';
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

  const config = useMemo(
    (): RecordListConfig<Product, ProductSortField, typeof PRODUCT_LIST.schema.filters, ProductFields> => ({
      id: 'products',
      definition: PRODUCT_LIST,
      rowKey: (p) => p.id,
      rowLabel: (p) => productLabel(p, locale),
      pageQuery: (query) => productQueries.list(products, query),
      csvColumns: productCsvColumns,
      filters: productFilters(intl),
      columns: productColumns(intl, locale),
      newLink: (props) => <Link {...props} to="/product/new" />,
      editLink: (p) => (props) => <Link {...props} to="/product/$id/edit" params={{ id: p.id }} />,
      removal: { mutation: productMutations.remove(queryClient, products), usage: (p) => ({ product: p.id }) },
      csvImport: { spec: importSpec, mutation: productMutations.importMany(queryClient, products) },
    }),
    [products, intl, locale, queryClient],
  );

  return <RecordListScreen config={config} search={search} onSearchChange={onSearchChange} />;
}
