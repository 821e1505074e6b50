import { Grid, Select, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Discount } from '../../../../domain/shared/money';
import type { FreightFormApi } from './freight-form-api';

/** A line's discount: none, a percentage, or an amount in the invoice currency. */
export function LineDiscount({ form, index, locked }: { form: FreightFormApi; index: number; locked: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const kind = form.getValues().lines[index]?.discountKind ?? 'none';
  const at = (field: string) => `lines.${index}.${field}`;
  return (
    <>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('freight.form.discountKind')}
          allowDeselect={false}
          disabled={locked}
          data={(['none', 'percent', 'amount'] as const).map((k) => ({
            value: k,
            label: t(`freight.form.discount.${k}`),
          }))}
          value={kind}
          onChange={(next) => {
            form.setFieldValue(at('discountKind'), (next ?? 'none') as Discount['kind']);
            form.setFieldValue(at('discount'), next === 'none' ? '' : '0');
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        {kind === 'none' ? null : (
          <TextInput
            label={t('freight.form.discount')}
            inputMode="decimal"
            disabled={locked}
            {...form.getInputProps(at('discount'))}
          />
        )}
      </Grid.Col>
    </>
  );
}
