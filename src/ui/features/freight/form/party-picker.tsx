import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PartyRef } from '../../../../domain/freight/freight-record';
import { useUseCases } from '../../../app-context';
import { errorText } from '../../../components/error-text';
import { freightQueries } from '../../../queries/freight.queries';

/** Picks a contact as shipper or consignee, searching the contacts as the user types. */
export function PartyPicker({
  label,
  role,
  value,
  onChange,
  error,
}: {
  label: string;
  role: 'shipper' | 'consignee';
  value: PartyRef | null;
  onChange: (party: PartyRef | null) => void;
  error?: string | null;
}) {
  const { freight } = useUseCases();
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const labelOf = (p: PartyRef) => `${p.name} (${p.country})`;
  // The box shows the picked party's label: that text is not a search.
  const [debounced] = useDebouncedValue(value && search === labelOf(value) ? '' : search, 200);
  const parties = useQuery(freightQueries.parties(freight, debounced, role));
  const found = parties.data ?? [];

  const options = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      label={label}
      placeholder={intl.formatMessage({ id: 'freight.form.partySearch' })}
      searchable
      clearable
      withAsterisk
      filter={({ options: all }) => all}
      data={options.map((p) => ({ value: p.id, label: labelOf(p) }))}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((p) => p.id === id) ?? null)}
      error={error ?? (parties.isError ? errorText(intl, parties.error) : null)}
      nothingFoundMessage="—"
    />
  );
}
