import { Badge, Stack, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { productDescription, type Product } from '../../../domain/product/product';
import type { ProductSortField } from '../../../domain/product/product-list';
import { CURRENCY_CODES } from '../../../domain/shared/money';
import type { UiLocale } from '../../../domain/shared/locale';
import type { ProductListFilter } from '../../../application/ports/product-repository.port';
import { countryOptions } from '../../components/list-view/country-options';
import { countryName, formatKg, formatMoney } from '../../components/format-freight';
import type { ListColumn, ListFilterDef } from '../../components/list-view/list-view.types';

/** NCM as customs documents print it: 0901.11.10. */
export function formatNcm(ncm: string): string {
  return /^\d{8}$/.test(ncm) ? `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}` : ncm;
}

/** "P-0001 · Green coffee beans": the row's name in confirmations and screen-reader labels. */
export function productLabel(p: Product, locale: UiLocale): string {
  return `${p.code} · ${productDescription(p, locale)}`;
}

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
      render: (p) => (
        <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(intl.locale, p.unitPrice)}
        </Text>
      ),
    },
    {
      key: 'netWeight',
      label: t('products.column.netWeight'),
      wide: true,
      render: (p) => (
        <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
          {formatKg(intl.locale, p.netWeightGrams)}
        </Text>
      ),
    },
    {
      key: 'countryOfOrigin',
      label: t('products.column.origin'),
      sortField: 'countryOfOrigin',
      wide: true,
      render: (p) => countryName(intl.locale, p.countryOfOrigin),
    },
    {
      key: 'active',
      label: t('products.field.status'),
      render: (p) => (
        <Badge size="sm" variant="dot" color={p.active ? 'teal' : 'gray'} miw="max-content">
          {t(p.active ? 'products.active' : 'products.inactive')}
        </Badge>
      ),
    },
  ];
}

export function productFilters(intl: IntlShape): ListFilterDef<ProductListFilter>[] {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    {
      name: 'active',
      label: t('products.field.status'),
      options: [
        { value: 'true', label: t('products.active') },
        { value: 'false', label: t('products.inactive') },
      ],
    },
    { name: 'countryOfOrigin', label: t('products.field.countryOfOrigin'), options: countryOptions(intl.locale) },
    {
      name: 'currency',
      label: t('products.field.currency'),
      options: CURRENCY_CODES.map((c) => ({ value: c, label: c })),
    },
  ];
}
