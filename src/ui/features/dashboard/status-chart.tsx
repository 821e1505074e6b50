import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useIntl } from 'react-intl';
import { FREIGHT_STATUSES, type FreightStatus } from '../../../domain/freight/freight-options';

/** Loaded lazily: the chart library stays out of the dashboard's first paint. */
export default function StatusChart({
  byStatus,
  height,
}: {
  byStatus: Readonly<Record<FreightStatus, number>>;
  height: number;
}) {
  const intl = useIntl();
  const data = FREIGHT_STATUSES.map((s) => ({
    status: intl.formatMessage({ id: `freight.status.${s}` }),
    count: byStatus[s],
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="status"
      series={[{ name: 'count', label: '#', color: 'blue.6' }]}
      withTooltip={false}
    />
  );
}
