import { Button, Collapse, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { onDemandPart, usePart } from '../../../components/on-demand';
import type { FreightFilterPatch, FreightListSearch } from './freight-list-spec';
import { usePhone, wideScreen } from '../../../components/use-phone';

type FilterPatch = FreightFilterPatch;

// The filters' pickers (six comboboxes, two date fields, and their calendar): a wider screen shows them with the list,
// so their code is fetched as this module loads; a phone folds them, and fetches it when they are first unfolded.
const filterFields = onDemandPart(() => import('./freight-filter-fields').then((m) => m.FreightFilterFields));
if (wideScreen()) filterFields.prefetch();

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
  const phone = usePhone();
  const [opened, { toggle }] = useDisclosure(false);
  // On a phone the filters stay folded until asked for: their pickers are built the first time they open, not with
  // every list (six comboboxes and two date fields are much of what a phone renders for the list).
  const [unfolded, setUnfolded] = useState(false);
  if (opened && !unfolded) setUnfolded(true);
  const Fields = usePart(filterFields, !phone || unfolded);
  const fields = Fields ? (
    <Fields search={search} onChange={onChange} phone={phone} />
  ) : (
    // As tall as a row of labelled fields, so the list below does not move when they come.
    <Group h={phone ? undefined : 58} py={phone ? 'sm' : 0} align="center">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Group>
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
