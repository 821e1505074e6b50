import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FreightProductOption } from '../../../../application/ports/freight-party-lookup.port';
import { useUseCases } from '../../../app-context';
import { notifyFailure } from '../../../components/notify-failure';

/** Picks a product for an invoice line; the line takes its codes, unit, price and weights. */
export function ProductPicker({ label, productId, onPick }: { label: string; productId: string | null; onPick: (product: FreightProductOption) => void }) {
  const { freight } = useUseCases();
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const [found, setFound] = useState<readonly FreightProductOption[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    freight.searchProducts(debounced, controller.signal).then(
      (products) => setFound(products),
      (failure: unknown) => {
        if (!controller.signal.aborted) notifyFailure(intl, failure);
      },
    );
    return () => controller.abort();
  }, [debounced, freight, intl]);

  const pt = intl.locale.startsWith('pt');
  return (
    <Select
      label={label}
      placeholder={intl.formatMessage({ id: 'freight.form.productSearch' })}
      searchable
      filter={({ options }) => options}
      data={found.map((p) => ({ value: p.id, label: `${p.code} · ${pt ? p.descriptionPt || p.descriptionEn : p.descriptionEn || p.descriptionPt}` }))}
      value={found.some((p) => p.id === productId) ? productId : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        const product = found.find((p) => p.id === id);
        if (product) onPick(product);
      }}
      nothingFoundMessage="—"
    />
  );
}
