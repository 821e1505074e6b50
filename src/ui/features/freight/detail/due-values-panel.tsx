import { Paper, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { freightDueValues } from '../../../../domain/freight/freight-due-values';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import type { Money } from '../../../../domain/shared/money';
import { formatMoney } from '../../../components/format-freight';

/** The export declaration's values per line and in total: VMLE and VMCV, in the invoice currency and in BRL. */
export function DueValuesPanel({ record }: { record: FreightRecord }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const values = freightDueValues(record);
  if (!values.ok) return null;
  const money = (m: Money | null) => (m ? formatMoney(intl.locale, m) : '—');
  const rows = [
    ...values.value.lines.map((line, i) => ({ key: line.lineId, label: String(i + 1), amounts: line })),
    { key: 'total', label: t('freight.due.total'), amounts: values.value.total },
  ];
  return (
    <Paper withBorder p="md" component="section" aria-label={t('freight.due.title')}>
      <Title order={2} size="h4" mb="xs">
        {t('freight.due.title')}
      </Title>
      <ScrollArea type="auto">
        <Table data-testid="due-values" miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('freight.due.line')}</Table.Th>
              <Table.Th ta="right">VMLE</Table.Th>
              <Table.Th ta="right">VMCV</Table.Th>
              <Table.Th ta="right">VMLE (BRL)</Table.Th>
              <Table.Th ta="right">VMCV (BRL)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key} fw={row.key === 'total' ? 600 : undefined}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td ta="right">{money(row.amounts.vmle)}</Table.Td>
                <Table.Td ta="right">{money(row.amounts.vmcv)}</Table.Td>
                <Table.Td ta="right">{money(row.amounts.vmleBrl)}</Table.Td>
                <Table.Td ta="right">{money(row.amounts.vmcvBrl)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Text size="xs" c="dimmed" mt="xs">
        {t('freight.due.hint')}
      </Text>
    </Paper>
  );
}
