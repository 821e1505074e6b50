import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { formatDecimalInput, parseDecimalInput } from '../../../../domain/shared/decimal-input';
import { invoiceRateStatement, quoteOf, type ExchangeRateQuote } from '../../../../domain/trade/exchange-rate-quote';
import { useUseCases } from '../../../app-context';
import { errorText } from '../../../components/error-text';
import { formatRate } from '../../../components/format-freight';
import { useLocale } from '../../../i18n/i18n-provider';
import { exchangeRateQueries } from '../../../queries/exchange-rate.queries';
import { DateField } from '../../../components/date-field';
import type { FreightFormApi } from './freight-form-api';
import type { FreightFormValues } from './freight-form-values';
import { lockedField } from './freight-form-fields';
import { WARNING_TEXT_COLOR } from '../../../components/warning-color';

/** The form's values for a quote the source gave, as the source gave it. */
function fromQuote(quote: ExchangeRateQuote, locale: 'en' | 'pt'): Partial<FreightFormValues> {
  return {
    exchangeRate: formatDecimalInput(quote.rateMicros, 6, locale),
    exchangeRateDate: quote.date,
    rateSource: quote.source,
    rateOverridden: false,
  };
}

/**
 * The exchange rate of a foreign-currency invoice: the rule's rate (the PTAX buy rate of the last business day
 * before the invoice date) is fetched when the currency or the invoice date changes and fills the field while the
 * field holds no rate of a person's own; a rate typed over it is kept as overridden, and one typed when no rate is
 * available as typed by hand. Below the field: where the rate came from, of which day, or why there is none.
 */
export function ExchangeRateField({
  form,
  locked,
  invoiceDate,
  example,
}: {
  form: FreightFormApi;
  locked: boolean;
  invoiceDate: string;
  example: string;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { freight } = useUseCases();
  const values = form.getValues();
  const disabled = lockedField(locked, 'exchangeRate');
  const rule = useQuery({
    ...exchangeRateQueries.rule(freight, values.currency, invoiceDate),
    enabled: !disabled && values.currency !== 'BRL',
  });
  const quote = rule.data ?? null;

  // A new quote fills the field unless a person's own rate is in it.
  useEffect(() => {
    if (!quote) return;
    const now = form.getValues();
    const own = now.exchangeRate.trim() !== '' && (now.rateSource === 'manual' || now.rateOverridden);
    if (own) return;
    const next = fromQuote(quote, locale);
    if (next.exchangeRate !== now.exchangeRate || next.exchangeRateDate !== now.exchangeRateDate) form.setValues(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for each new quote only
  }, [quote]);

  const onType = (text: string) => {
    const typed = parseDecimalInput(text, { locale, scale: 6 });
    if (quote) {
      const same = typed.ok && typed.value === quote.rateMicros;
      form.setValues({
        exchangeRate: text,
        exchangeRateDate: quote.date,
        rateSource: quote.source,
        rateOverridden: !same,
      });
    } else {
      form.setValues({ exchangeRate: text, rateSource: 'manual', rateOverridden: false });
    }
  };

  const read = parseDecimalInput(values.exchangeRate, { locale, scale: 6 });
  const statement =
    read.ok && read.value > 0 && values.exchangeRateDate
      ? invoiceRateStatement(
          quoteOf({
            rateMicros: read.value,
            date: values.exchangeRateDate,
            source: values.rateSource,
            overridden: values.rateOverridden,
          }),
          invoiceDate,
        )
      : null;
  const day = (iso: string) => intl.formatDate(new Date(`${iso}T00:00:00Z`), { timeZone: 'UTC', dateStyle: 'medium' });
  const tag = locale === 'pt' ? 'pt-BR' : 'en-US';
  const sourceName = (source: ExchangeRateQuote['source']) =>
    intl.formatMessage({ id: `freight.form.rate.source.${source}` });

  let note: string | null = null;
  const warnings: string[] = [];
  if (statement?.ok) {
    const { kind, rateDate, ruleDate } = statement.value;
    note = intl.formatMessage(
      { id: `freight.form.rate.statement.${kind}` },
      { date: day(rateDate), source: sourceName(values.rateSource) },
    );
    for (const warning of statement.value.warnings) {
      warnings.push(intl.formatMessage({ id: `freight.form.rate.warning.${warning}` }, { ruleDate: day(ruleDate) }));
    }
  }
  const offerRule =
    quote !== null &&
    !disabled &&
    (values.rateSource === 'manual' || values.rateOverridden || values.exchangeRate === '');

  return (
    <>
      <Stack gap={4}>
        <TextInput
          label={intl.formatMessage({ id: 'freight.form.exchangeRate' })}
          inputMode="decimal"
          description={note ?? example}
          disabled={disabled}
          rightSection={rule.isFetching ? <Loader size="xs" aria-hidden /> : null}
          {...form.getInputProps('exchangeRate')}
          onChange={(event) => onType(event.currentTarget.value)}
          data-testid="exchange-rate"
        />
        {rule.isFetching ? (
          <Text size="sm" c="dimmed" role="status">
            {intl.formatMessage({ id: 'freight.form.rate.loading' })}
          </Text>
        ) : null}
        {warnings.map((warning) => (
          <Text key={warning} size="sm" c={WARNING_TEXT_COLOR}>
            {warning}
          </Text>
        ))}
        {rule.isError ? (
          <Text size="sm" c={WARNING_TEXT_COLOR} role="status" data-testid="rate-unavailable">
            {errorText(intl, rule.error)}
          </Text>
        ) : null}
        {offerRule && quote ? (
          <Group gap="xs">
            <Button variant="light" size="compact-sm" onClick={() => form.setValues(fromQuote(quote, locale))}>
              {intl.formatMessage(
                { id: 'freight.form.rate.useRule' },
                { source: sourceName(quote.source), date: day(quote.date), rate: formatRate(tag, quote.rateMicros) },
              )}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <DateField
        label={intl.formatMessage({ id: 'freight.form.exchangeRateDate' })}
        description={
          values.rateSource === 'manual' ? null : intl.formatMessage({ id: 'freight.form.rate.dateFromSource' })
        }
        disabled={disabled || values.rateSource !== 'manual'}
        {...form.getInputProps('exchangeRateDate')}
        value={values.exchangeRateDate}
        onChange={(date) => form.setFieldValue('exchangeRateDate', date)}
      />
    </>
  );
}
