import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { carrierForMode, carrierNames } from '../../../../domain/freight/freight-carriers';
import { airlineOfDocument } from '../../../../domain/freight/freight-paperwork';
import { FREIGHT_MODES, type FreightMode } from '../../../../domain/freight/freight-options';
import { useUseCases } from '../../../app-context';
import { countryOptions } from '../../../components/list-view/country-options';
import { freightQueries } from '../../../queries/freight.queries';
import { DateField } from '../freight-dates';
import type { FreightFormApi } from './freight-form-api';
import { Section, SectionTextarea, lockedField } from './freight-form-fields';

/** Transport: mode and its carriers, documents, countries, packages, dates and notes. */
export function FreightShipmentSection({ form, locked }: { form: FreightFormApi; locked: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { contacts } = useUseCases();
  const carrierContacts = useQuery(freightQueries.carrierContacts(contacts)).data ?? [];
  const values = form.getValues();
  const airline = airlineOfDocument(values.mode, values.transportDocument);
  const country = (field: 'countryOfOrigin' | 'destinationCountry') => (
    <Select
      label={t(`freight.form.${field}`)}
      withAsterisk
      searchable
      selectFirstOptionOnChange
      disabled={lockedField(locked, field)}
      data={countryOptions(intl.locale, [values[field]])}
      {...form.getInputProps(field)}
      onChange={(code) => form.setFieldValue(field, code ?? '')}
    />
  );
  const date = (field: 'shipDate' | 'eta') => (
    <DateField
      label={t(`freight.form.${field}`)}
      disabled={lockedField(locked, field)}
      {...form.getInputProps(field)}
      value={values[field]}
      onChange={(next) => form.setFieldValue(field, next)}
    />
  );
  return (
    <Section title={t('freight.form.shipment')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Select
          label={t('freight.form.mode')}
          allowDeselect={false}
          disabled={lockedField(locked, 'mode')}
          data={FREIGHT_MODES.map((m) => ({ value: m, label: t(`freight.mode.${m}`) }))}
          {...form.getInputProps('mode')}
          onChange={(v) => {
            if (!v) return;
            const mode = v as FreightMode;
            form.setValues({ mode, termsChosen: true, carrier: carrierForMode(values.carrier, mode, carrierContacts) });
          }}
        />
        <Select
          label={t('freight.form.carrier')}
          withAsterisk
          searchable
          selectFirstOptionOnChange
          disabled={lockedField(locked, 'carrier')}
          data={carrierNames([values.mode], carrierContacts, values.carrier)}
          {...form.getInputProps('carrier')}
          value={values.carrier || null}
          onChange={(v) => form.setFieldValue('carrier', v ?? '')}
        />
        <TextInput
          label={t('freight.form.transportDocument')}
          description={airline ? intl.formatMessage({ id: 'freight.paperwork.airline' }, { airline }) : undefined}
          disabled={lockedField(locked, 'transportDocument')}
          {...form.getInputProps('transportDocument')}
        />
        {country('countryOfOrigin')}
        {country('destinationCountry')}
        <TextInput
          label={t('freight.form.packages')}
          inputMode="numeric"
          disabled={lockedField(locked, 'packages')}
          {...form.getInputProps('packages')}
        />
        {date('shipDate')}
        {date('eta')}
      </SimpleGrid>
      <SectionTextarea form={form} field="notes" label={t('freight.form.notes')} rows={3} locked={locked} />
    </Section>
  );
}
