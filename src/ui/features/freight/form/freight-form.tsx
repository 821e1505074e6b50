import {
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DUTIES_NAMES,
  EXPORT_REASON_NAMES,
  INVOICE_TYPE_NAMES,
  PAYMENT_TERMS_NAMES,
} from '../../../../domain/freight/freight-labels';
import { isInvoiceLocked } from '../../../../domain/freight/freight-lifecycle';
import {
  DUTIES_AND_TAXES,
  EXPORT_REASONS,
  FREIGHT_MODES,
  INVOICE_TYPES,
  KNOWN_CARRIERS,
  PAYMENT_TERMS,
  type FreightStatus,
} from '../../../../domain/freight/freight-options';
import type { FreightInput, FreightLine } from '../../../../domain/freight/freight-record';
import { freightTotals } from '../../../../domain/freight/freight-totals';
import { freightWarnings, validateFreight } from '../../../../domain/freight/freight-validation';
import { INCOTERMS } from '../../../../domain/freight/incoterms';
import type { DecimalInputError } from '../../../../domain/shared/decimal-input';
import { CURRENCY_CODES, minorDigits, type CurrencyCode } from '../../../../domain/shared/money';
import { FreightTotalsPanel } from '../freight-totals-panel';
import { DecimalField } from './decimal-field';
import { LineItems } from './line-items';
import { PartyPicker } from './party-picker';

export interface FreightFormProps {
  readonly initial: FreightInput;
  readonly status: FreightStatus;
  readonly reference: string;
  readonly saving: boolean;
  readonly serverErrors: Readonly<Record<string, string>>;
  readonly onChange: (input: FreightInput) => void;
  readonly onSubmit: (input: FreightInput) => void;
}

const IDENTITY = {
  id: 'form',
  history: [],
  audit: { createdAt: '', updatedAt: '', createdBy: { id: '', name: '' }, updatedBy: { id: '', name: '' } },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Create and edit: the domain validates as the user types; totals are computed, never typed. */
export function FreightForm({
  initial,
  status,
  reference,
  saving,
  serverErrors,
  onChange,
  onSubmit,
}: FreightFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const language = intl.locale.startsWith('pt') ? 'pt' : 'en';
  const [input, setInput] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [parseErrors, setParseErrors] = useState<Readonly<Record<string, DecimalInputError>>>({});
  const locked = isInvoiceLocked(status);

  const record = { ...input, ...IDENTITY, reference, status };
  const errors = { ...validateFreight(record), ...serverErrors };
  const warnings = freightWarnings(record);
  const totals = freightTotals(input);
  const digits = minorDigits(input.currency);

  const change = (patch: Partial<FreightInput>, field?: string) => {
    const next = { ...input, ...patch };
    setInput(next);
    onChange(next);
    if (field) setTouched(new Set(touched).add(field));
  };
  const setLines = (lines: readonly FreightLine[], changed: readonly string[] = []) => {
    const ids = new Set(lines.map((l) => l.id));
    setParseErrors(
      Object.fromEntries(
        Object.entries(parseErrors).filter(([k]) => !k.startsWith('line:') || ids.has(k.slice(5).split('.')[0] ?? '')),
      ),
    );
    const next = { ...input, lines };
    setInput(next);
    onChange(next);
    if (changed.length > 0) setTouched(new Set([...touched, ...changed]));
  };
  const errorAt = (path: string): string | null => {
    const code = errors[path];
    if (!code || (!submitted && !touched.has(path) && !serverErrors[path])) return null;
    return t(`freight.error.${code}`);
  };
  const onParseError = (path: string, code: DecimalInputError | null) => {
    const next = { ...parseErrors };
    if (code) next[path] = code;
    else delete next[path];
    setParseErrors(next);
  };
  const text = (
    field: keyof FreightInput,
    label: string,
    extra: { upper?: boolean; max?: number; type?: string; required?: boolean } = {},
  ) => (
    <TextInput
      label={t(label)}
      type={extra.type}
      withAsterisk={extra.required}
      maxLength={extra.max}
      disabled={locked && field !== 'transportDocument' && field !== 'shipDate' && field !== 'eta'}
      value={(input[field] as string | null) ?? ''}
      error={errorAt(field)}
      onChange={(e) => {
        const raw = extra.upper ? e.currentTarget.value.toUpperCase() : e.currentTarget.value;
        change({ [field]: extra.type === 'date' ? raw || null : raw } as Partial<FreightInput>, field);
      }}
    />
  );
  const options = <K extends string>(codes: readonly K[], names: Readonly<Record<K, { en: string; pt: string }>>) =>
    codes.map((c) => ({ value: c, label: names[c][language] }));

  const blocked = Object.keys(parseErrors).length > 0 || Object.keys(validateFreight(record)).length > 0;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (!blocked) onSubmit(input);
      }}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            {locked ? (
              <Alert color="gray">
                <FormattedMessage id="freight.detail.locked" />
              </Alert>
            ) : null}
            <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="md">
                <Section title={t('freight.form.parties')}>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <PartyPicker
                      label={t('freight.form.shipper')}
                      role="shipper"
                      value={input.shipper}
                      error={errorAt('shipper')}
                      onChange={(shipper) => change({ shipper }, 'shipper')}
                    />
                    <PartyPicker
                      label={t('freight.form.consignee')}
                      role="consignee"
                      value={input.consignee}
                      error={errorAt('consignee')}
                      onChange={(consignee) =>
                        change(
                          { consignee, destinationCountry: input.destinationCountry || consignee?.country || '' },
                          'consignee',
                        )
                      }
                    />
                  </SimpleGrid>
                </Section>
                <Section title={t('freight.form.terms')}>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                    <Select
                      label={t('freight.form.incoterm')}
                      allowDeselect={false}
                      value={input.incoterm}
                      data={INCOTERMS.map((i) => ({ value: i.code, label: `${i.code} - ${i.names[language]}` }))}
                      onChange={(v) => change({ incoterm: (v ?? input.incoterm) as FreightInput['incoterm'] })}
                    />
                    <Select
                      label={t('freight.form.currency')}
                      allowDeselect={false}
                      value={input.currency}
                      data={[...CURRENCY_CODES]}
                      onChange={(v) =>
                        change({
                          currency: (v ?? input.currency) as CurrencyCode,
                          exchangeRate: v === 'BRL' ? null : input.exchangeRate,
                        })
                      }
                    />
                    <Select
                      label={t('freight.form.invoiceType')}
                      allowDeselect={false}
                      value={input.invoiceType}
                      data={options(
                        INVOICE_TYPES.map((i) => i.code),
                        INVOICE_TYPE_NAMES,
                      )}
                      onChange={(v) => change({ invoiceType: (v ?? input.invoiceType) as FreightInput['invoiceType'] })}
                    />
                    <Select
                      label={t('freight.form.paymentTerms')}
                      allowDeselect={false}
                      value={input.paymentTerms}
                      data={options(PAYMENT_TERMS, PAYMENT_TERMS_NAMES)}
                      onChange={(v) =>
                        change({ paymentTerms: (v ?? input.paymentTerms) as FreightInput['paymentTerms'] })
                      }
                    />
                    <Select
                      label={t('freight.form.exportReason')}
                      allowDeselect={false}
                      value={input.exportReason}
                      data={options(EXPORT_REASONS, EXPORT_REASON_NAMES)}
                      onChange={(v) =>
                        change({ exportReason: (v ?? input.exportReason) as FreightInput['exportReason'] })
                      }
                    />
                    <Select
                      label={t('freight.form.dutiesAndTaxes')}
                      allowDeselect={false}
                      value={input.dutiesAndTaxes}
                      data={options(DUTIES_AND_TAXES, DUTIES_NAMES)}
                      onChange={(v) =>
                        change({ dutiesAndTaxes: (v ?? input.dutiesAndTaxes) as FreightInput['dutiesAndTaxes'] })
                      }
                    />
                    <DecimalField
                      label={`${t('freight.form.freightValue')} (${input.currency})`}
                      scale={digits}
                      value={input.freightValueMinor}
                      ruleError={errorAt('freightValue')}
                      onValue={(v) => change({ freightValueMinor: v }, 'freightValue')}
                      onParseError={(c) => onParseError('freightValue', c)}
                    />
                    <DecimalField
                      label={`${t('freight.form.insuranceValue')} (${input.currency})`}
                      scale={digits}
                      value={input.insuranceValueMinor}
                      ruleError={errorAt('insuranceValue')}
                      onValue={(v) => change({ insuranceValueMinor: v }, 'insuranceValue')}
                      onParseError={(c) => onParseError('insuranceValue', c)}
                    />
                    {input.currency === 'BRL' ? null : (
                      <>
                        <DecimalField
                          label={t('freight.form.exchangeRate')}
                          scale={6}
                          value={input.exchangeRate?.rateMicros ?? 0}
                          ruleError={errorAt('exchangeRate.rate')}
                          onValue={(v) =>
                            change(
                              {
                                exchangeRate:
                                  v > 0
                                    ? { rateMicros: v, date: input.exchangeRate?.date ?? input.shipDate ?? '' }
                                    : null,
                              },
                              'exchangeRate.rate',
                            )
                          }
                          onParseError={(c) => onParseError('exchangeRate', c)}
                        />
                        <TextInput
                          type="date"
                          label={t('freight.form.exchangeRateDate')}
                          value={input.exchangeRate?.date ?? ''}
                          disabled={!input.exchangeRate}
                          error={errorAt('exchangeRate.date')}
                          onChange={(e) =>
                            input.exchangeRate &&
                            change(
                              { exchangeRate: { ...input.exchangeRate, date: e.currentTarget.value } },
                              'exchangeRate.date',
                            )
                          }
                        />
                      </>
                    )}
                  </SimpleGrid>
                </Section>
              </Stack>
            </fieldset>
            <Section title={t('freight.form.shipment')}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <Select
                  label={t('freight.form.mode')}
                  allowDeselect={false}
                  value={input.mode}
                  disabled={locked}
                  data={FREIGHT_MODES.map((m) => ({ value: m, label: t(`freight.mode.${m}`) }))}
                  onChange={(v) => change({ mode: (v ?? input.mode) as FreightInput['mode'] })}
                />
                <Select
                  label={t('freight.form.carrier')}
                  withAsterisk
                  searchable
                  value={input.carrier || null}
                  error={errorAt('carrier')}
                  data={KNOWN_CARRIERS.filter((c) => c.modes.includes(input.mode) || c.name === input.carrier).map(
                    (c) => c.name,
                  )}
                  onChange={(v) => change({ carrier: v ?? '' }, 'carrier')}
                />
                {text('transportDocument', 'freight.form.transportDocument')}
                {text('countryOfOrigin', 'freight.form.countryOfOrigin', { upper: true, max: 2, required: true })}
                {text('destinationCountry', 'freight.form.destinationCountry', { upper: true, max: 2, required: true })}
                <DecimalField
                  label={t('freight.form.packages')}
                  scale={0}
                  value={input.packages}
                  ruleError={errorAt('packages')}
                  onValue={(v) => change({ packages: v }, 'packages')}
                  onParseError={(c) => onParseError('packages', c)}
                />
                {text('shipDate', 'freight.form.shipDate', { type: 'date' })}
                {text('eta', 'freight.form.eta', { type: 'date' })}
              </SimpleGrid>
              <Textarea
                mt="sm"
                label={t('freight.form.notes')}
                value={input.notes}
                autosize
                minRows={2}
                onChange={(e) => change({ notes: e.currentTarget.value }, 'notes')}
              />
            </Section>
            <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Section title={t('freight.form.lines')}>
                <LineItems input={input} onLines={setLines} errorAt={errorAt} onParseError={onParseError} />
              </Section>
            </fieldset>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <FreightTotalsPanel totals={totals} />
            {warnings.map((w) => (
              <Alert key={w} color="yellow">
                {t(`freight.form.warning.${w}`, { incoterm: input.incoterm })}
              </Alert>
            ))}
            {submitted && blocked ? (
              <Alert color="red" role="alert">
                <FormattedMessage id="freight.form.fixErrors" />
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={saving}>
                <FormattedMessage id="freight.form.save" />
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
