import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FreightProductOption } from '../../../../application/ports/freight-party-lookup.port';
import { useUseCases } from '../../../app-context';
import { errorText } from '../../../components/error-text';
import { freightQueries } from '../../../queries/freight.queries';

/**
 * Picks a product for an invoice line; the line takes its codes, unit, price and weights. The picked
 * product stays among the options, and its label in the box is not searched for again.
 */
export function ProductPicker({
  label,
  productId,
  fallbackLabel,
  onPick,
  disabled,
}: {
  label: string;
  productId: string | null;
  /** What the box shows for a line saved earlier, before its product was looked up in this session. */
  fallbackLabel: string;
  onPick: (product: FreightProductOption) => void;
  disabled?: boolean;
}) {
  const { freight } = useUseCases();
  const intl = useIntl();
  const pt = intl.locale.startsWith('pt');
  const labelOf = (p: FreightProductOption) =>
    `${p.code} · ${pt ? p.descriptionPt || p.descriptionEn : p.descriptionEn || p.descriptionPt}`;
  const [picked, setPicked] = useState<FreightProductOption | null>(null);
  const [search, setSearch] = useState('');
  const selectedLabel = picked && picked.id === productId ? labelOf(picked) : productId ? fallbackLabel : '';
  const [debounced] = useDebouncedValue(search === selectedLabel ? '' : search, 200);
  const products = useQuery(freightQueries.products(freight, debounced));
  const found = products.data ?? [];

  const options = found.map((p) => ({ value: p.id, label: labelOf(p) }));
  if (productId && !found.some((p) => p.id === productId))
    options.unshift({ value: productId, label: selectedLabel || productId });
  return (
    <Select
      label={label}
      placeholder={intl.formatMessage({ id: 'freight.form.productSearch' })}
      searchable
      disabled={disabled}
      selectFirstOptionOnChange
      filter={({ options: all }) => all}
      data={options}
      value={productId}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        const product = found.find((p) => p.id === id);
        if (product) {
          setPicked(product);
          onPick(product);
        }
      }}
      error={products.isError ? errorText(intl, products.error) : null}
      nothingFoundMessage="—"
    />
  );
}
