import { MultiSelect, Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { carrierNames } from '../../../../domain/freight/freight-carriers';
import { FREIGHT_MODES, FREIGHT_STATUSES } from '../../../../domain/freight/freight-options';
import { countryOptions } from '../../../components/list-view/country-options';
import { DateField } from '../../../components/date-field';
import type { FreightFilterPatch as FilterPatch, FreightListSearch } from './freight-list-spec';

/** The list's filter pickers, fetched with the list on a wider screen and on their first unfolding on a phone. */
export function FreightFilterFields({
  search,
  onChange,
  phone,
}: {
  search: FreightListSearch;
  onChange: (patch: FilterPatch) => void;
  phone: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
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
  return (
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
}
