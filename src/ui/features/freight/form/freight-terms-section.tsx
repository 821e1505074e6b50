import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  DUTIES_NAMES,
  EXPORT_REASON_NAMES,
  INVOICE_TYPE_NAMES,
  PAYMENT_TERMS_NAMES,
} from '../../../../domain/freight/freight-labels';
import {
  DUTIES_AND_TAXES,
  EXPORT_REASONS,
  INVOICE_TYPES,
  PAYMENT_TERMS,
} from '../../../../domain/freight/freight-options';
import type { FreightInput } from '../../../../domain/freight/freight-record';
import { INCOTERMS } from '../../../../domain/freight/incoterms';
import { CURRENCY_CODES, type CurrencyCode } from '../../../../domain/shared/money';
import { DateField } from '../freight-dates';
import type { FreightFormApi } from './freight-form-api';
import { Section, lockedField, numberExample } from './freight-form-fields';
import { PartyPicker } from './party-picker';

/** Parties and the invoice's commercial terms: all locked once the shipment is booked. */
export function FreightTermsSection({ form, locked }: { form: FreightFormApi; locked: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const language = intl.locale.startsWith('pt') ? 'pt' : 'en';
  const values = form.getValues();
  const example = intl.formatMessage({ id: 'freight.form.numberExample' }, { example: numberExample(intl.locale) });
  const pick = <K extends 'invoiceType' | 'paymentTerms' | 'exportReason' | 'dutiesAndTaxes'>(
    field: K,
    codes: readonly FreightInput[K][],
    names: Readonly<Record<FreightInput[K], { en: string; pt: string }>>,
  ) => (
    <Select
      label={t(`freight.form.${field}`)}
      allowDeselect={false}
      disabled={lockedField(locked, field)}
      data={codes.map((c) => ({ value: c, label: names[c][language] }))}
      {...form.getInputProps(field)}
    />
  );
  const money = (field: 'freightValue' | 'insuranceValue') => (
    <TextInput
      label={`${t(`freight.form.${field}`)} (${values.currency})`}
      inputMode="decimal"
      description={example}
      disabled={lockedField(locked, field)}
      {...form.getInputProps(field)}
    />
  );
  return (
    <Stack gap="md">
      <Section title={t('freight.form.parties')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['shipper', 'consignee'] as const).map((role) => (
            <PartyPicker
              key={role}
              label={t(`freight.form.${role}`)}
              role={role}
              disabled={lockedField(locked, role)}
              value={values[role]}
              error={(form.errors[role] as string | undefined) ?? null}
              onChange={(party) => {
                form.setFieldValue(role, party);
                if (role === 'consignee' && party && values.destinationCountry === '')
                  form.setFieldValue('destinationCountry', party.country);
              }}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section title={t('freight.form.terms')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select
            label={t('freight.form.incoterm')}
            allowDeselect={false}
            disabled={lockedField(locked, 'incoterm')}
            data={INCOTERMS.map((i) => ({ value: i.code, label: `${i.code} - ${i.names[language]}` }))}
            {...form.getInputProps('incoterm')}
            onChange={(v) => {
              if (!v) return;
              form.setValues({ incoterm: v as FreightInput['incoterm'], termsChosen: true });
            }}
          />
          <Select
            label={t('freight.form.currency')}
            allowDeselect={false}
            disabled={lockedField(locked, 'currency')}
            data={[...CURRENCY_CODES]}
            {...form.getInputProps('currency')}
            onChange={(v) => v && form.setFieldValue('currency', v as CurrencyCode)}
          />
          {pick(
            'invoiceType',
            INVOICE_TYPES.map((i) => i.code),
            INVOICE_TYPE_NAMES,
          )}
          {pick('paymentTerms', PAYMENT_TERMS, PAYMENT_TERMS_NAMES)}
          {pick('exportReason', EXPORT_REASONS, EXPORT_REASON_NAMES)}
          {pick('dutiesAndTaxes', DUTIES_AND_TAXES, DUTIES_NAMES)}
          {money('freightValue')}
          {money('insuranceValue')}
          {values.currency === 'BRL' ? null : (
            <>
              <TextInput
                label={t('freight.form.exchangeRate')}
                inputMode="decimal"
                description={example}
                disabled={lockedField(locked, 'exchangeRate')}
                {...form.getInputProps('exchangeRate')}
              />
              <DateField
                label={t('freight.form.exchangeRateDate')}
                disabled={lockedField(locked, 'exchangeRate')}
                {...form.getInputProps('exchangeRateDate')}
                value={values.exchangeRateDate}
                onChange={(date) => form.setFieldValue('exchangeRateDate', date)}
              />
            </>
          )}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
