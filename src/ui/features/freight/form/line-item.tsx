import { Badge, Grid, Paper, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  FROM_PRODUCT,
  lineWithQuantity,
  unitWeightsOf,
  weightSourcesOf,
} from '../../../../domain/freight/freight-line-product';
import { lineFromProduct, withTypedDescription, type LineProduct } from '../../../../domain/freight/freight-line';
import { LINE_UNITS } from '../../../../domain/freight/freight-options';
import { lineTotals } from '../../../../domain/freight/freight-totals';
import { normaliseTariffCode } from '../../../../domain/freight/freight-validation';
import { formatDecimalInput, parseDecimalInput } from '../../../../domain/shared/decimal-input';
import { useUseCases } from '../../../app-context';
import { formatMoney } from '../../../components/format-freight';
import { countryOptions } from '../../../components/list-view/country-options';
import { useLocale } from '../../../i18n/i18n-provider';
import { productQueries } from '../../../queries/product.queries';
import type { FreightFormApi } from './freight-form-api';
import { lineToFormValues } from './freight-form-from-record';
import type { LineFormValues } from './freight-form-values';
import { readForm } from './freight-form-read';
import { RemoveButton, numberExample } from './freight-form-fields';
import { LineDiscount } from './line-discount';
import { ProductPicker } from './product-picker';

/** A saved line's product weights, looked up once, so its weights can follow its quantity again. */
function useUnitWeightsOfSavedLine(form: FreightFormApi, index: number) {
  const { products } = useUseCases();
  const { locale } = useLocale();
  const line = form.getValues().lines[index];
  const wanted = Boolean(line?.productId) && line?.unitWeights === null;
  const product = useQuery({ ...productQueries.detail(products, line?.productId ?? ''), enabled: wanted });
  const loaded = product.data;
  useEffect(() => {
    if (!loaded || !wanted) return;
    const unit = { netGrams: loaded.netWeightGrams, grossGrams: loaded.grossWeightGrams };
    const saved = readForm(form.getValues(), locale).input.lines[index];
    form.setFieldValue(`lines.${index}.unitWeights`, unit);
    if (saved) form.setFieldValue(`lines.${index}.weightSources`, weightSourcesOf(saved, unit));
  }, [loaded, wanted, form, index, locale]);
}

/** One invoice line: product, codes, quantity and price in the reader's notation, weights that follow the quantity. */
export function LineItem({ form, index, locked }: { form: FreightFormApi; index: number; locked: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const values = form.getValues();
  const line = values.lines[index];
  useUnitWeightsOfSavedLine(form, index);
  if (!line) return null;
  const at = (field: string) => `lines.${index}.${field}`;
  /** A line field's label (`freight.form.<labelKey>`), its lock, and its value. */
  const fieldProps = (field: keyof LineFormValues, labelKey: string = field) => ({
    label: t(`freight.form.${labelKey}`),
    disabled: locked,
    ...form.getInputProps(at(field)),
  });
  const example = t('freight.form.numberExample', { example: numberExample(intl.locale) });
  const read = readForm(values, locale);
  const parsed = read.input.lines[index];
  const lineUnreadable = Object.keys(read.errors).some(
    (path) =>
      path.startsWith(`lines.${index}.`) && !path.endsWith('Code') && /quantity|Value|discount|Weight/.test(path),
  );

  const pick = (product: LineProduct) => {
    if (!parsed) return;
    const made = lineFromProduct(parsed, product, values.currency);
    form.setFieldValue(`lines.${index}`, {
      ...lineToFormValues(made, values.currency, locale, unitWeightsOf(product)),
      weightSources: FROM_PRODUCT,
    });
  };
  const setQuantity = (text: string) => {
    form.setFieldValue(at('quantity'), text);
    const quantity = parseDecimalInput(text, { locale, scale: 3 });
    if (!quantity.ok || !parsed || !line.unitWeights) return;
    const next = lineWithQuantity(parsed, quantity.value, line.unitWeights, line.weightSources);
    if (line.weightSources.net === 'product')
      form.setFieldValue(at('netWeight'), formatDecimalInput(next.netWeightGrams, 3, locale));
    if (line.weightSources.gross === 'product')
      form.setFieldValue(at('grossWeight'), formatDecimalInput(next.grossWeightGrams, 3, locale));
  };
  const weight = (field: 'netWeight' | 'grossWeight', source: 'net' | 'gross') => (
    <TextInput
      {...fieldProps(field)}
      inputMode="decimal"
      onChange={(e) => {
        form.setFieldValue(at(field), e.currentTarget.value);
        form.setFieldValue(at('weightSources'), { ...line.weightSources, [source]: 'typed' });
      }}
      description={
        line.productId && line.weightSources[source] === 'typed' ? (
          <Badge size="xs" variant="light" color="gray" component="span" data-testid={`${at(field)}-typed`}>
            {t('freight.form.weightTyped')}
          </Badge>
        ) : undefined
      }
    />
  );

  return (
    <Paper withBorder p="sm" data-testid={`line-${index}`} data-line={line.id}>
      <Grid gap="xs" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProductPicker
            label={t('freight.form.product')}
            productId={line.productId}
            fallbackLabel={line.description}
            disabled={locked}
            onPick={pick}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TextInput
            {...fieldProps('description')}
            withAsterisk
            onChange={(e) => {
              const { description, descriptionEn, descriptionPt } = withTypedDescription(
                {
                  ...line,
                  descriptionEn: line.descriptionEn || undefined,
                  descriptionPt: line.descriptionPt || undefined,
                },
                e.currentTarget.value,
              );
              form.setFieldValue(at('description'), description);
              form.setFieldValue(at('descriptionEn'), descriptionEn ?? '');
              form.setFieldValue(at('descriptionPt'), descriptionPt ?? '');
            }}
          />
        </Grid.Col>
        {(['hsCode', 'ncmCode'] as const).map((code) => (
          <Grid.Col key={code} span={{ base: 6, md: 2 }}>
            <TextInput
              {...fieldProps(code)}
              withAsterisk={code === 'hsCode'}
              inputMode="numeric"
              onChange={(e) => form.setFieldValue(at(code), normaliseTariffCode(e.currentTarget.value))}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput
            {...fieldProps('quantity')}
            withAsterisk
            inputMode="decimal"
            onChange={(e) => setQuantity(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select {...fieldProps('unit')} data={[...LINE_UNITS]} allowDeselect={false} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput
            {...fieldProps('unitValue')}
            label={`${t('freight.form.unitValue')} (${values.currency})`}
            inputMode="decimal"
            description={example}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Select
            {...fieldProps('countryOfOrigin', 'lineOrigin')}
            searchable
            selectFirstOptionOnChange
            data={countryOptions(intl.locale, [line.countryOfOrigin])}
            onChange={(code) => form.setFieldValue(at('countryOfOrigin'), code ?? '')}
          />
        </Grid.Col>
        <LineDiscount form={form} index={index} locked={locked} />
        <Grid.Col span={{ base: 6, md: 2 }}>{weight('netWeight', 'net')}</Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>{weight('grossWeight', 'gross')}</Grid.Col>
        <Grid.Col span={{ base: 10, md: 3 }}>
          <Text size="sm" fw={600} data-testid={`line-${index}-net`}>
            {parsed && !lineUnreadable
              ? formatMoney(intl.locale, lineTotals(parsed, values.currency).net)
              : t('freight.total.incompleteShort')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 2, md: 1 }}>
          {locked ? null : (
            <RemoveButton
              label={t('freight.form.removeLine', { n: index + 1 })}
              onClick={() => form.removeListItem('lines', index)}
            />
          )}
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
