import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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
import type { CurrencyCode } from '../../../../domain/shared/money';
import { INVOICE_CURRENCIES } from '../../../../domain/trade/ptax-currencies';
import { freightInsuranceWarning } from '../../../../domain/freight/freight-insurance';
import { formatMoney } from '../../../components/format-freight';
import type { FreightFormApi } from './freight-form-api';
import type { ReadForm } from './freight-form-read';
import { ExchangeRateField } from './exchange-rate-field';
import { Section, lockedField, numberExample, useFieldProps } from './freight-form-fields';
import { PartyPicker } from './party-picker';
import { WARNING_TEXT_COLOR } from '../../../components/warning-color';

/**
 * Parties and the invoice's commercial terms: all locked once the shipment is booked. `invoiceDate` is the day the
 * exchange-rate rule counts from (the invoice's date once booked, else today's, the day a booking would give it).
 */
export function FreightTermsSection({
  form,
  locked,
  read,
  invoiceDate,
}: {
  form: FreightFormApi;
  locked: boolean;
  read: ReadForm;
  invoiceDate: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const language = intl.locale.startsWith('pt') ? 'pt' : 'en';
  const values = form.getValues();
  const fieldProps = useFieldProps(form, locked);
  const example = intl.formatMessage({ id: 'freight.form.numberExample' }, { example: numberExample(intl.locale) });
  const pick = <K extends 'invoiceType' | 'paymentTerms' | 'exportReason' | 'dutiesAndTaxes'>(
    field: K,
    codes: readonly FreightInput[K][],
    names: Readonly<Record<FreightInput[K], { en: string; pt: string }>>,
  ) => (
    <Select
      {...fieldProps(field)}
      allowDeselect={false}
      data={codes.map((c) => ({ value: c, label: names[c][language] }))}
    />
  );
  const money = (field: 'freightValue' | 'insuranceValue') => (
    <TextInput
      {...fieldProps(field)}
      label={`${t(`freight.form.${field}`)} (${values.currency})`}
      inputMode="decimal"
      description={example}
    />
  );
  const tag = language === 'pt' ? 'pt-BR' : 'en-US';
  const cover = read.unreadable ? null : freightInsuranceWarning(read.input);
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
            {...fieldProps('incoterm')}
            allowDeselect={false}
            data={INCOTERMS.map((i) => ({ value: i.code, label: `${i.code} - ${i.names[language]}` }))}
            onChange={(v) => {
              if (!v) return;
              form.setValues({ incoterm: v as FreightInput['incoterm'], termsChosen: true });
            }}
          />
          <Select
            {...fieldProps('currency')}
            allowDeselect={false}
            // Only currencies with a PTAX are offered; a stored record's other currency is shown so it can be changed.
            data={
              INVOICE_CURRENCIES.includes(values.currency)
                ? [...INVOICE_CURRENCIES]
                : [...INVOICE_CURRENCIES, values.currency]
            }
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
          <TextInput
            {...fieldProps('insuredAmount')}
            label={`${t('freight.form.insuredAmount')} (${values.currency})`}
            inputMode="decimal"
            // A warning, not an error: it never blocks saving, and is read with the field (aria-describedby).
            description={
              cover ? (
                <Text component="span" size="xs" c={WARNING_TEXT_COLOR} fw={500} data-testid="insurance-below-minimum">
                  {intl.formatMessage(
                    { id: 'freight.form.warning.insuranceBelowMinimum' },
                    {
                      incoterm: values.incoterm,
                      minimum: formatMoney(tag, cover.minimum),
                      shortfall: formatMoney(tag, cover.shortfall),
                    },
                  )}
                </Text>
              ) : (
                t('freight.form.insuredAmountHint')
              )
            }
          />
          {values.currency === 'BRL' ? null : (
            <ExchangeRateField form={form} locked={locked} invoiceDate={invoiceDate} example={example} />
          )}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
