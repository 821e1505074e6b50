import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Contact } from '../../../../domain/contact/contact';
import { partyHint, partyRefOf } from '../../../../domain/freight/freight-parties';
import type { PartyRef } from '../../../../domain/freight/freight-record';
import { useUseCases } from '../../../app-context';
import { errorText } from '../../../components/error-text';
import { freightQueries } from '../../../queries/freight.queries';

/**
 * Picks a contact as shipper or consignee, searching the contacts in that role as the person types;
 * each option shows the city and tax id, so two companies of one name can be told apart.
 */
export function PartyPicker({
  label,
  role,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  role: 'shipper' | 'consignee';
  value: PartyRef | null;
  onChange: (party: PartyRef | null) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { contacts } = useUseCases();
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const labelOf = (p: PartyRef) => `${p.name} (${p.country})`;
  // The box shows the picked party's label: that text is not a search.
  const [debounced] = useDebouncedValue(value && search === labelOf(value) ? '' : search, 200);
  const parties = useQuery(freightQueries.parties(contacts, debounced, role));
  const found: readonly Contact[] = parties.data ?? [];
  const hints = new Map(found.map((c) => [c.id, partyHint(c)]));
  const refs = found.map(partyRefOf);
  const options = value && !refs.some((p) => p.id === value.id) ? [value, ...refs] : refs;
  return (
    <Select
      label={label}
      placeholder={intl.formatMessage({ id: 'freight.form.partySearch' })}
      searchable
      clearable
      withAsterisk
      disabled={disabled}
      selectFirstOptionOnChange
      filter={({ options: all }) => all}
      data={options.map((p) => ({ value: p.id, label: labelOf(p) }))}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {hints.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {hints.get(option.value)}
            </Text>
          ) : null}
        </Stack>
      )}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(options.find((p) => p.id === id) ?? null)}
      error={error ?? (parties.isError ? errorText(intl, parties.error) : null)}
      nothingFoundMessage="—"
    />
  );
}
