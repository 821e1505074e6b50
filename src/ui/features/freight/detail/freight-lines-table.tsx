import { Box, Paper, Table, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { UNIT_NAMES } from '../../../../domain/freight/freight-labels';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { lineUnitValue } from '../../../../domain/freight/freight-line';
import { lineTotals } from '../../../../domain/freight/freight-totals';
import {
  countryName,
  formatKg,
  formatMoney,
  formatQuantity,
  formatUnitValue,
} from '../../../components/format-freight';

const HEADERS = [
  'description',
  'lineOrigin',
  'quantity',
  'unitValue',
  'discount',
  'lineAmount',
  'netWeight',
  'grossWeight',
] as const;
const NUMERIC = new Set<string>(['quantity', 'unitValue', 'discount', 'lineAmount', 'netWeight', 'grossWeight']);

/** The shipment's lines across the page width: codes under the description, amounts and weights in view at 1280 px. */
export function FreightLinesTable({ record }: { record: FreightRecord }) {
  const intl = useIntl();
  const tag = intl.locale;
  const language = tag.startsWith('pt') ? 'pt' : 'en';
  return (
    <Paper withBorder component="section" aria-labelledby="freight-lines-title">
      <Title order={2} size="h4" p="md" pb={0} id="freight-lines-title">
        <FormattedMessage id="freight.form.lines" />
      </Title>
      <Box
        style={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage({ id: 'freight.form.lines' })}
      >
        <Table verticalSpacing="xs" data-testid="freight-lines">
          <Table.Thead>
            <Table.Tr>
              {HEADERS.map((c) => (
                <Table.Th key={c} ta={NUMERIC.has(c) ? 'right' : undefined}>
                  <FormattedMessage id={`freight.form.${c}`} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {record.lines.map((line) => {
              const totals = lineTotals(line, record.currency);
              return (
                <Table.Tr key={line.id}>
                  <Table.Td miw={180}>
                    <Text size="sm">{line.description}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      HS {line.hsCode}
                      {line.ncmCode ? ` · NCM ${line.ncmCode}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{countryName(tag, line.countryOfOrigin)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(tag, line.quantityMilli)} {UNIT_NAMES[line.unit][language]}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatUnitValue(tag, lineUnitValue(line, record.currency), record.currency)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(tag, totals.discount)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(tag, totals.net)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatKg(tag, line.netWeightGrams)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatKg(tag, line.grossWeightGrams)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Box>
    </Paper>
  );
}
