import { Alert, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FreightTotals } from '../../../domain/freight/freight-totals';
import type { Money } from '../../../domain/shared/money';
import { formatKg, formatMoney, formatQuantity } from '../../components/format-freight';

function Row({ id, value, strong }: { id: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : 400}>
        <FormattedMessage id={`freight.total.${id}`} />
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right" data-testid={`total-${id}`}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The computed invoice totals (never typed), updated live as lines change; while a number on the
 * form does not read, the panel says the totals are incomplete instead of showing stale figures.
 */
export function FreightTotalsPanel({ totals }: { totals: FreightTotals | null }) {
  return (
    <Paper withBorder p="md" aria-labelledby="freight-totals-title">
      <Stack gap={6}>
        <Title order={2} size="h4" id="freight-totals-title">
          <FormattedMessage id="freight.form.totals" />
        </Title>
        {totals === null ? (
          <Alert color="orange" variant="light" data-testid="totals-incomplete">
            <FormattedMessage id="freight.total.incomplete" />
          </Alert>
        ) : (
          <Figures totals={totals} />
        )}
      </Stack>
    </Paper>
  );
}

function Figures({ totals }: { totals: FreightTotals }) {
  const intl = useIntl();
  const tag = intl.locale;
  const money = (m: Money) => formatMoney(tag, m);
  const brl = (m: Money | null) => (m ? money(m) : intl.formatMessage({ id: 'freight.total.noRate' }));
  return (
    <>
      <Row id="totalLineItems" value={String(totals.totalLineItems)} />
      <Row id="totalItems" value={formatQuantity(tag, totals.totalItemsMilli)} />
      <Row id="totalDiscounts" value={money(totals.totalDiscounts)} />
      <Row id="totalCosts" value={money(totals.totalCosts)} />
      <Row id="avgValue" value={money(totals.avgValue)} />
      <Row id="freightIncluded" value={money(totals.freightIncluded)} />
      <Row id="insuranceIncluded" value={money(totals.insuranceIncluded)} />
      <Divider />
      <Row id="totalDeclaredValue" value={money(totals.totalDeclaredValue)} strong />
      <Row id="totalCostsBr" value={brl(totals.totalCostsBr)} />
      <Row id="totalDeclaredValueBr" value={brl(totals.totalDeclaredValueBr)} />
      <Divider />
      <Row id="totalNetWeight" value={formatKg(tag, totals.totalNetWeightGrams)} />
      <Row id="totalGrossWeight" value={formatKg(tag, totals.totalGrossWeightGrams)} />
    </>
  );
}
