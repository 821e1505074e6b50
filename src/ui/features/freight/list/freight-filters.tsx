import { Button, Collapse, Group, MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { carrierNames } from '../../../../domain/freight/freight-carriers';
import { FREIGHT_MODES, FREIGHT_STATUSES } from '../../../../domain/freight/freight-options';
import { countryOptions } from '../../../components/list-view/country-options';
import { DateField } from '../freight-dates';
import type { FreightListSearch } from './freight-list-spec';

type FilterPatch = Partial<FreightListSearch>;

export const FILTER_KEYS = [
  'status',
  'mode',
  'carrier',
  'destination',
  'shipDateFrom',
  'shipDateTo',
  'party',
  'product',
] as const;

/** How many filters the URL holds (the search text aside). */
export function activeFilterCount(search: FreightListSearch): number {
  return FILTER_KEYS.filter((key) => {
    const value = search[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  }).length;
}

/**
 * The list filters, read from and written to the URL. On a phone they fold behind a "Filters (n)"
 * button, so the list starts on the first screen.
 */
export function FreightFilters({
  search,
  onChange,
}: {
  search: FreightListSearch;
  onChange: (patch: FilterPatch) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const activeCount = activeFilterCount(search);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, { toggle }] = useDisclosure(false);
  // On a phone the filters stay folded until asked for: their pickers are built the first time they open, not with
  // every list (six comboboxes and two date fields are much of what a phone renders for the list).
  const [unfolded, setUnfolded] = useState(false);
  if (opened && !unfolded) setUnfolded(true);
  const w = (width: number) => (phone ? undefined : width);
  const modes = search.mode ?? [];
  /** A filter picking any of a set (statuses, modes), each named in the reader's language. */
  const anyOf = (key: 'status' | 'mode', values: readonly string[], width: number) => (
    <MultiSelect
      label={t(`freight.filter.${key}`)}
      data={values.map((value) => ({ value, label: t(`freight.${key}.${value}`) }))}
      value={[...(search[key] ?? [])]}
      onChange={(picked) => onChange({ [key]: picked } as FilterPatch)}
      clearable
      searchable
      selectFirstOptionOnChange
      w={w(width)}
    />
  );
  const fields = (
    <>
      {anyOf('status', FREIGHT_STATUSES, 240)}
      {anyOf('mode', FREIGHT_MODES, 220)}
      <Select
        label={t('freight.filter.carrier')}
        data={carrierNames(modes, [], search.carrier ?? '')}
        value={search.carrier ?? null}
        onChange={(carrier) => onChange({ carrier: carrier ?? undefined })}
        clearable
        searchable
        selectFirstOptionOnChange
        w={w(180)}
      />
      <Select
        label={t('freight.filter.destination')}
        data={countryOptions(intl.locale)}
        value={search.destination ?? null}
        onChange={(destination) => onChange({ destination: (destination ?? undefined) as FilterPatch['destination'] })}
        clearable
        searchable
        selectFirstOptionOnChange
        w={w(200)}
      />
      <DateField
        label={t('freight.filter.shipDateFrom')}
        value={search.shipDateFrom ?? null}
        onChange={(shipDateFrom) => onChange({ shipDateFrom: shipDateFrom ?? undefined })}
        w={w(150)}
      />
      <DateField
        label={t('freight.filter.shipDateTo')}
        value={search.shipDateTo ?? null}
        onChange={(shipDateTo) => onChange({ shipDateTo: shipDateTo ?? undefined })}
        w={w(150)}
      />
    </>
  );
  const clear =
    activeCount > 0 ? (
      <Button
        variant="subtle"
        onClick={() => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as FilterPatch)}
      >
        {t('freight.list.clearFilters')}
      </Button>
    ) : null;
  if (!phone) {
    return (
      <Group align="flex-end" gap="sm" wrap="wrap">
        {fields}
        {clear}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="freight-filters"
        >
          {intl.formatMessage({ id: 'freight.filter.toggle' }, { count: activeCount })}
        </Button>
        {clear}
      </Group>
      <Collapse expanded={opened}>
        <SimpleGrid id="freight-filters" cols={1} spacing="sm">
          {unfolded ? fields : null}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
