import { Stack, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { productDescription, type Product } from '../../../domain/product/product';
import type { ProductSortField } from '../../../domain/product/product-list';
import { CURRENCY_CODES } from '../../../domain/shared/money';
import type { UiLocale } from '../../../domain/shared/locale';
import type { ProductListFilter } from '../../../application/ports/product-repository.port';
import { countryOptions } from '../../components/list-view/country-options';
import { choiceFilter } from '../../components/list-view/choice-filter';
import { countryName, formatKg, formatMoney } from '../../components/format-freight';
import { activeColumn, activeFilter } from '../../components/list-view/active-status';
import type { ListColumn, ListFilterDef } from '../../components/list-view/list-view.types';

/** NCM as customs documents print it: 0901.11.10. */
export function formatNcm(ncm: string): string {
  return /^\d{8}$/.test(ncm) ? `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}` : ncm;
}

/** "P-0001 · Green coffee beans": the row's name in confirmations and screen-reader labels. */
export function productLabel(p: Product, locale: UiLocale): string {
  return `${p.code} · ${productDescription(p, locale)}`;
}

/** A figure in a column of figures: right-aligned, on one line. */
function Figure({ text }: { text: string }) {
  return (
    <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

/** How the product list names a product's status. */
const statusWords = (intl: IntlShape) => ({
  label: intl.formatMessage({ id: 'products.field.status' }),
  active: intl.formatMessage({ id: 'products.active' }),
  inactive: intl.formatMessage({ id: 'products.inactive' }),
});

export function productColumns(intl: IntlShape, locale: UiLocale): ListColumn<Product, ProductSortField>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    {
      key: 'code',
      label: t('products.field.code'),
      sortField: 'code',
      render: (p) => (
        <Text size="sm" ff="monospace">
          {p.code}
        </Text>
      ),
    },
    {
      key: 'description',
      label: t('products.field.description'),
      sortField: locale === 'pt' ? 'descriptionPt' : 'descriptionEn',
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} data-testid="product-description">
            {productDescription(p, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: `products.unit.${p.unit}` })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'ncm',
      label: t('products.field.ncmCode'),
      render: (p) => (
        <Text size="sm" ff="monospace">
          {formatNcm(p.ncmCode)}
        </Text>
      ),
    },
    {
      key: 'unitPrice',
      label: t('products.field.unitPrice'),
      sortField: 'unitPrice',
      render: (p) => <Figure text={formatMoney(intl.locale, p.unitPrice)} />,
    },
    {
      key: 'netWeight',
      label: t('products.column.netWeight'),
      wide: true,
      render: (p) => <Figure text={formatKg(intl.locale, p.netWeightGrams)} />,
    },
    {
      key: 'countryOfOrigin',
      label: t('products.column.origin'),
      sortField: 'countryOfOrigin',
      wide: true,
      render: (p) => countryName(intl.locale, p.countryOfOrigin),
    },
    activeColumn(statusWords(intl)),
  ];
}

export function productFilters(intl: IntlShape): ListFilterDef<ProductListFilter>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    activeFilter(statusWords(intl)),
    { name: 'countryOfOrigin', label: t('products.field.countryOfOrigin'), options: countryOptions(intl.locale) },
    choiceFilter('currency', t('products.field.currency'), CURRENCY_CODES, (c) => c),
  ];
}
