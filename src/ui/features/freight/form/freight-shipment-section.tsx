import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { carrierForMode, carrierNames } from '../../../../domain/freight/freight-carriers';
import { airlineOfDocument } from '../../../../domain/freight/freight-paperwork';
import { FREIGHT_MODES, type FreightMode } from '../../../../domain/freight/freight-options';
import { useUseCases } from '../../../app-context';
import { countryOptions } from '../../../components/list-view/country-options';
import { freightQueries } from '../../../queries/freight.queries';
import { DateField } from '../../../components/date-field';
import type { FreightFormApi } from './freight-form-api';
import { Section, SectionTextarea, useFieldProps } from './freight-form-fields';

/** Transport: mode and its carriers, documents, countries, packages, dates and notes. */
export function FreightShipmentSection({ form, locked }: { form: FreightFormApi; locked: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { contacts } = useUseCases();
  const carrierContacts = useQuery(freightQueries.carrierContacts(contacts)).data ?? [];
  const values = form.getValues();
  const airline = airlineOfDocument(values.mode, values.transportDocument);
  const fieldProps = useFieldProps(form, locked);
  const country = (name: 'countryOfOrigin' | 'destinationCountry') => (
    <Select
      {...fieldProps(name)}
      withAsterisk
      searchable
      selectFirstOptionOnChange
      data={countryOptions(intl.locale, [values[name]])}
      onChange={(code) => form.setFieldValue(name, code ?? '')}
    />
  );
  const date = (name: 'shipDate' | 'eta') => (
    <DateField {...fieldProps(name)} value={values[name]} onChange={(next) => form.setFieldValue(name, next)} />
  );
  return (
    <Section title={t('freight.form.shipment')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <Select
          {...fieldProps('mode')}
          allowDeselect={false}
          data={FREIGHT_MODES.map((m) => ({ value: m, label: t(`freight.mode.${m}`) }))}
          onChange={(v) => {
            if (!v) return;
            const mode = v as FreightMode;
            form.setValues({ mode, termsChosen: true, carrier: carrierForMode(values.carrier, mode, carrierContacts) });
          }}
        />
        <Select
          {...fieldProps('carrier')}
          withAsterisk
          searchable
          selectFirstOptionOnChange
          data={carrierNames([values.mode], carrierContacts, values.carrier)}
          value={values.carrier || null}
          onChange={(v) => form.setFieldValue('carrier', v ?? '')}
        />
        <TextInput
          {...fieldProps('transportDocument')}
          description={airline ? intl.formatMessage({ id: 'freight.paperwork.airline' }, { airline }) : undefined}
        />
        {country('countryOfOrigin')}
        {country('destinationCountry')}
        <TextInput {...fieldProps('packages')} inputMode="numeric" />
        {date('shipDate')}
        {date('eta')}
      </SimpleGrid>
      <SectionTextarea form={form} field="notes" label={t('freight.form.notes')} rows={3} locked={locked} />
    </Section>
  );
}
