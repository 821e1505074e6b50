import { ActionIcon, Button, Grid, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FreightProductOption } from '../../../../application/ports/freight-party-lookup.port';
import { LINE_UNITS } from '../../../../domain/freight/freight-options';
import { newFreightLine, type FreightInput, type FreightLine } from '../../../../domain/freight/freight-record';
import { lineTotals } from '../../../../domain/freight/freight-totals';
import { normaliseTariffCode } from '../../../../domain/freight/freight-validation';
import { minorDigits, multiplyDivide, type Discount } from '../../../../domain/shared/money';
import type { DecimalInputError } from '../../../../domain/shared/decimal-input';
import { formatMoney } from '../../../components/format-freight';
import { DecimalField } from './decimal-field';
import { ProductPicker } from './product-picker';

export interface LineItemsProps {
  readonly input: FreightInput;
  /** `touched`: the error paths of the fields the user just changed. */
  readonly onLines: (lines: readonly FreightLine[], touched?: readonly string[]) => void;
  readonly errorAt: (path: string) => string | null;
  readonly onParseError: (path: string, code: DecimalInputError | null) => void;
}

const FIELD_OF: Readonly<Record<string, string>> = {
  quantityMilli: 'quantity',
  unitValueMinor: 'unitValue',
  netWeightGrams: 'netWeight',
  grossWeightGrams: 'grossWeight',
};

function nextLineId(lines: readonly FreightLine[]): string {
  const highest = lines.reduce((max, l) => Math.max(max, Number(l.id.replace(/\D/g, '')) || 0), 0);
  return `l${highest + 1}`;
}

/** Invoice lines: a product picker fills each line; quantities and values are typed in the reader's notation. */
export function LineItems({ input, onLines, errorAt, onParseError }: LineItemsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const digits = minorDigits(input.currency);
  const update = (index: number, patch: Partial<FreightLine>) =>
    onLines(
      input.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)),
      Object.keys(patch).map((key) => `lines.${index}.${FIELD_OF[key] ?? key}`),
    );

  const pick = (index: number, line: FreightLine, product: FreightProductOption) =>
    update(index, {
      productId: product.id,
      description: product.descriptionEn || product.descriptionPt,
      hsCode: product.hsCode,
      ncmCode: product.ncmCode,
      unit: product.unit,
      unitValueMinor: product.unitPrice.currency === input.currency ? product.unitPrice.minor : line.unitValueMinor,
      netWeightGrams: multiplyDivide(product.netWeightGramsPerUnit, line.quantityMilli, 1000),
      grossWeightGrams: multiplyDivide(product.grossWeightGramsPerUnit, line.quantityMilli, 1000),
      countryOfOrigin: product.countryOfOrigin || line.countryOfOrigin,
    });

  return (
    <Stack gap="sm">
      {input.lines.map((line, index) => {
        const path = (field: string) => `lines.${index}.${field}`;
        // Typing errors are keyed by line id, so removing a line above does not move them to another line.
        const parse = (field: string) => (code: DecimalInputError | null) =>
          onParseError(`line:${line.id}.${field}`, code);
        const discount = line.discount;
        const setDiscount = (next: Discount) => update(index, { discount: next });
        return (
          <Paper key={line.id} withBorder p="sm" data-testid={`line-${index}`}>
            <Grid gap="xs" align="flex-end">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <ProductPicker
                  label={t('freight.form.product')}
                  productId={line.productId}
                  fallbackLabel={line.description}
                  onPick={(p) => pick(index, line, p)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <TextInput
                  label={t('freight.form.description')}
                  withAsterisk
                  value={line.description}
                  error={errorAt(path('description'))}
                  onChange={(e) => update(index, { description: e.currentTarget.value })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <TextInput
                  label={t('freight.form.hsCode')}
                  withAsterisk
                  value={line.hsCode}
                  error={errorAt(path('hsCode'))}
                  onChange={(e) => update(index, { hsCode: normaliseTariffCode(e.currentTarget.value) })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <TextInput
                  label={t('freight.form.ncmCode')}
                  value={line.ncmCode}
                  error={errorAt(path('ncmCode'))}
                  onChange={(e) => update(index, { ncmCode: normaliseTariffCode(e.currentTarget.value) })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <DecimalField
                  label={t('freight.form.quantity')}
                  withAsterisk
                  scale={3}
                  value={line.quantityMilli}
                  ruleError={errorAt(path('quantity'))}
                  onValue={(v) => update(index, { quantityMilli: v })}
                  onParseError={parse('quantity')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <Select
                  label={t('freight.form.unit')}
                  data={[...LINE_UNITS]}
                  value={line.unit}
                  allowDeselect={false}
                  onChange={(u) => update(index, { unit: (u ?? 'pcs') as FreightLine['unit'] })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <DecimalField
                  label={`${t('freight.form.unitValue')} (${input.currency})`}
                  scale={digits}
                  value={line.unitValueMinor}
                  ruleError={errorAt(path('unitValue'))}
                  onValue={(v) => update(index, { unitValueMinor: v })}
                  onParseError={parse('unitValue')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <TextInput
                  label={t('freight.form.lineOrigin')}
                  value={line.countryOfOrigin}
                  error={errorAt(path('countryOfOrigin'))}
                  maxLength={2}
                  onChange={(e) => update(index, { countryOfOrigin: e.currentTarget.value.toUpperCase() })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <Select
                  label={t('freight.form.discountKind')}
                  allowDeselect={false}
                  value={discount.kind}
                  data={(['none', 'percent', 'amount'] as const).map((k) => ({
                    value: k,
                    label: t(`freight.form.discount.${k}`),
                  }))}
                  onChange={(k) =>
                    setDiscount(
                      k === 'percent'
                        ? { kind: 'percent', basisPoints: 0 }
                        : k === 'amount'
                          ? { kind: 'amount', minor: 0 }
                          : { kind: 'none' },
                    )
                  }
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                {discount.kind === 'none' ? null : (
                  <DecimalField
                    label={t('freight.form.discount')}
                    scale={discount.kind === 'percent' ? 2 : digits}
                    value={discount.kind === 'percent' ? discount.basisPoints : discount.minor}
                    ruleError={errorAt(path('discount'))}
                    onValue={(v) =>
                      setDiscount(
                        discount.kind === 'percent'
                          ? { kind: 'percent', basisPoints: v }
                          : { kind: 'amount', minor: v },
                      )
                    }
                    onParseError={parse('discount')}
                  />
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <DecimalField
                  label={t('freight.form.netWeight')}
                  scale={3}
                  value={line.netWeightGrams}
                  ruleError={errorAt(path('netWeight'))}
                  onValue={(v) => update(index, { netWeightGrams: v })}
                  onParseError={parse('netWeight')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 2 }}>
                <DecimalField
                  label={t('freight.form.grossWeight')}
                  scale={3}
                  value={line.grossWeightGrams}
                  ruleError={errorAt(path('grossWeight'))}
                  onValue={(v) => update(index, { grossWeightGrams: v })}
                  onParseError={parse('grossWeight')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 10, md: 3 }}>
                <Text size="sm" fw={600} data-testid={`line-${index}-net`}>
                  {formatMoney(intl.locale, lineTotals(line, input.currency).net)}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 2, md: 1 }}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('freight.form.removeLine', { n: index + 1 })}
                  onClick={() => onLines(input.lines.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        w="fit-content"
        onClick={() =>
          onLines([
            ...input.lines,
            newFreightLine({ id: nextLineId(input.lines), countryOfOrigin: input.countryOfOrigin || 'BR' }),
          ])
        }
      >
        <FormattedMessage id="freight.form.addLine" />
      </Button>
    </Stack>
  );
}
