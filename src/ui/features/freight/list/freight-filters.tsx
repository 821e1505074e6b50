import { Button, Collapse, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import {
  FREIGHT_MODES,
  FREIGHT_STATUSES,
  KNOWN_CARRIERS,
  type FreightMode,
  type FreightStatus,
} from '../../../../domain/freight/freight-options';
import type { FreightListFilters } from '../../../../domain/freight/freight-query';

/**
 * The list filters; every change goes straight to the server-side query. On a phone they fold
 * behind a "Filters (n)" button, so the list starts on the first screen.
 */
export function FreightFilters({
  value,
  onChange,
}: {
  value: FreightListFilters;
  onChange: (next: FreightListFilters) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<FreightListFilters>) => onChange({ ...value, ...patch });
  const activeCount = Object.values(value).filter((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v))).length;
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, { toggle }] = useDisclosure(false);
  const w = (width: number) => (phone ? undefined : width);
  const fields = (
    <>
      <MultiSelect
        label={t('freight.filter.status')}
        data={FREIGHT_STATUSES.map((s) => ({ value: s, label: t(`freight.status.${s}`) }))}
        value={[...(value.status ?? [])]}
        onChange={(status) => set({ status: status as FreightStatus[] })}
        clearable
        w={w(220)}
      />
      <MultiSelect
        label={t('freight.filter.mode')}
        data={FREIGHT_MODES.map((m) => ({ value: m, label: t(`freight.mode.${m}`) }))}
        value={[...(value.mode ?? [])]}
        onChange={(mode) => set({ mode: mode as FreightMode[] })}
        clearable
        w={w(200)}
      />
      <Select
        label={t('freight.filter.carrier')}
        data={KNOWN_CARRIERS.map((c) => c.name)}
        value={value.carrier ?? null}
        onChange={(carrier) => set({ carrier: carrier ?? undefined })}
        clearable
        searchable
        w={w(170)}
      />
      <TextInput
        label={t('freight.filter.destination')}
        value={value.destination ?? ''}
        onChange={(e) => set({ destination: e.currentTarget.value.toUpperCase().slice(0, 2) || undefined })}
        w={w(120)}
      />
      <TextInput
        type="date"
        label={t('freight.filter.shipDateFrom')}
        value={value.shipDateFrom ?? ''}
        onChange={(e) => set({ shipDateFrom: e.currentTarget.value || undefined })}
        w={w(160)}
      />
      <TextInput
        type="date"
        label={t('freight.filter.shipDateTo')}
        value={value.shipDateTo ?? ''}
        onChange={(e) => set({ shipDateTo: e.currentTarget.value || undefined })}
        w={w(160)}
      />
    </>
  );
  const clear =
    activeCount > 0 ? (
      <Button variant="subtle" onClick={() => onChange({})}>
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
        <SimpleGrid id="freight-filters" cols={2} spacing="sm">
          {fields}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
