import { List } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { LineDifference } from '../../../domain/trade/packing-reconciliation';
import { formatKg, formatQuantity } from '../../components/format-freight';

/** Each disagreement of the packing list with an invoice line, as a sentence: the line, the measure and by how much. */
export function PackingDifferences({ differences }: { differences: readonly LineDifference[] }) {
  const intl = useIntl();
  const figure = (d: LineDifference, value: number) =>
    d.measure === 'quantity' ? formatQuantity(intl.locale, value) : formatKg(intl.locale, value);
  return (
    <List size="sm" data-testid="packing-differences">
      {differences.map((d) => (
        <List.Item key={`${d.lineId}-${d.measure}`}>
          {intl.formatMessage(
            { id: 'freight.packing.difference' },
            {
              line: d.lineNumber,
              measure: intl.formatMessage({ id: `freight.packing.measure.${d.measure}` }),
              packed: figure(d, d.packed),
              invoiced: figure(d, d.invoiced),
              difference: d.direction === 'morePacked' ? 'more' : 'less',
              amount: figure(d, Math.abs(d.difference)),
            },
          )}
        </List.Item>
      ))}
    </List>
  );
}
