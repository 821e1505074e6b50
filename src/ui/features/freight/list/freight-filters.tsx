import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FREIGHT_MODES, FREIGHT_STATUSES, KNOWN_CARRIERS, type FreightMode, type FreightStatus } from '../../../../domain/freight/freight-options';
import type { FreightListFilters } from '../../../../domain/freight/freight-query';

/** The list filters; every change goes straight to the server-side query. */
export function FreightFilters({ value, onChange }: { value: FreightListFilters; onChange: (next: FreightListFilters) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<FreightListFilters>) => onChange({ ...value, ...patch });
  const active = Object.values(value).some((v) => (Array.isArray(v) ? v.length > 0 : Boolean(v)));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        label={t('freight.filter.status')}
        data={FREIGHT_STATUSES.map((s) => ({ value: s, label: t(`freight.status.${s}`) }))}
        value={[...(value.status ?? [])]}
        onChange={(status) => set({ status: status as FreightStatus[] })}
        clearable
        w={220}
      />
      <MultiSelect
        label={t('freight.filter.mode')}
        data={FREIGHT_MODES.map((m) => ({ value: m, label: t(`freight.mode.${m}`) }))}
        value={[...(value.mode ?? [])]}
        onChange={(mode) => set({ mode: mode as FreightMode[] })}
        clearable
        w={200}
      />
      <Select
        label={t('freight.filter.carrier')}
        data={KNOWN_CARRIERS.map((c) => c.name)}
        value={value.carrier ?? null}
        onChange={(carrier) => set({ carrier: carrier ?? undefined })}
        clearable
        searchable
        w={170}
      />
      <TextInput
        label={t('freight.filter.destination')}
        value={value.destination ?? ''}
        onChange={(e) => set({ destination: e.currentTarget.value.toUpperCase().slice(0, 2) || undefined })}
        w={120}
      />
      <TextInput
        type="date"
        label={t('freight.filter.shipDateFrom')}
        value={value.shipDateFrom ?? ''}
        onChange={(e) => set({ shipDateFrom: e.currentTarget.value || undefined })}
        w={160}
      />
      <TextInput
        type="date"
        label={t('freight.filter.shipDateTo')}
        value={value.shipDateTo ?? ''}
        onChange={(e) => set({ shipDateTo: e.currentTarget.value || undefined })}
        w={160}
      />
      {active ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('freight.list.clearFilters')}
        </Button>
      ) : null}
    </Group>
  );
}
