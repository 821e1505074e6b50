import '@mantine/charts/styles.css';
import {
  AreaChart,
  BarChart,
  CompositeChart,
  DonutChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
} from '@mantine/charts';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DemoSection, useT } from '../shared/demo-section';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
const VOLUMES = [
  [120, 45, 80],
  [135, 52, 76],
  [150, 48, 90],
  [142, 60, 95],
  [168, 66, 88],
  [181, 71, 102],
] as const;

/** Distance (km) and transit time (days) of some sea and air routes. */
const TRANSIT = {
  sea: [
    [9800, 28],
    [11200, 32],
    [6100, 18],
    [15400, 41],
  ],
  air: [
    [9800, 3],
    [6100, 2],
    [15400, 4],
  ],
} as const;

function useMonthly() {
  const t = useT();
  return MONTHS.map((m, i) => ({
    month: t(`gallery.chart.month.${m}`),
    sea: VOLUMES[i]?.[0] ?? 0,
    air: VOLUMES[i]?.[1] ?? 0,
    road: VOLUMES[i]?.[2] ?? 0,
  }));
}

function useSeries() {
  const t = useT();
  return [
    { name: 'sea', label: t('gallery.table.mode.sea'), color: 'blue.8' },
    { name: 'air', label: t('gallery.table.mode.air'), color: 'teal.8' },
    { name: 'road', label: t('gallery.table.mode.road'), color: 'orange.8' },
  ];
}

/** A titled chart; charts are drawings, so the figure gets a text summary for screen readers. */
function ChartSection({ titleId, summaryId, children }: { titleId: string; summaryId: string; children: ReactNode }) {
  const t = useT();
  return (
    <DemoSection titleId={titleId}>
      <figure role="img" aria-label={t(summaryId)} style={{ margin: 0 }}>
        {children}
      </figure>
    </DemoSection>
  );
}

export function ApexDemo() {
  const data = useMonthly();
  const series = useSeries();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartSection titleId="gallery.chart.area" summaryId="gallery.chart.summary.volume">
        <AreaChart h={280} data={data} dataKey="month" series={series} curveType="monotone" withLegend type="stacked" />
      </ChartSection>
      <ChartSection titleId="gallery.chart.bar" summaryId="gallery.chart.summary.volume">
        <BarChart h={280} data={data} dataKey="month" series={series} withLegend />
      </ChartSection>
    </SimpleGrid>
  );
}

export function ChartjsDemo() {
  const t = useT();
  const data = useMonthly();
  const series = useSeries();
  const share = [
    { name: t('gallery.table.mode.sea'), value: 62, color: 'blue.8' },
    { name: t('gallery.table.mode.air'), value: 14, color: 'teal.8' },
    { name: t('gallery.table.mode.road'), value: 24, color: 'orange.8' },
  ];
  return (
    <Stack>
      <ChartSection titleId="gallery.chart.line" summaryId="gallery.chart.summary.volume">
        <LineChart h={280} data={data} dataKey="month" series={series} curveType="linear" withLegend />
      </ChartSection>
      <ChartSection titleId="gallery.chart.share" summaryId="gallery.chart.summary.share">
        <Group justify="space-around">
          <DonutChart data={share} withLabelsLine withLabels chartLabel={t('gallery.chart.modes')} />
          <PieChart data={share} withLabels labelsType="percent" withTooltip />
        </Group>
      </ChartSection>
    </Stack>
  );
}

export function RechartsDemo() {
  const t = useT();
  const data = useMonthly();
  const radar = (['price', 'speed', 'reliability', 'capacity', 'emissions'] as const).map((k, i) => ({
    metric: t(`gallery.chart.metric.${k}`),
    sea: [90, 30, 70, 95, 80][i] ?? 0,
    air: [30, 95, 85, 40, 20][i] ?? 0,
  }));
  const series = useSeries();
  const scatter = series.flatMap(({ name, label, color }) =>
    name === 'sea' || name === 'air'
      ? [{ color, name: label, data: TRANSIT[name].map(([km, days]) => ({ km, days })) }]
      : [],
  );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartSection titleId="gallery.chart.radar" summaryId="gallery.chart.summary.radar">
        <RadarChart
          h={300}
          data={radar}
          dataKey="metric"
          withPolarRadiusAxis={false}
          withLegend
          series={[
            { name: 'sea', label: t('gallery.table.mode.sea'), color: 'blue.8', opacity: 0.2 },
            { name: 'air', label: t('gallery.table.mode.air'), color: 'teal.8', opacity: 0.2 },
          ]}
        />
      </ChartSection>
      <ChartSection titleId="gallery.chart.composite" summaryId="gallery.chart.summary.volume">
        <CompositeChart
          h={300}
          data={data}
          dataKey="month"
          withLegend
          series={[
            { name: 'sea', label: t('gallery.table.mode.sea'), color: 'blue.8', type: 'bar' },
            { name: 'road', label: t('gallery.table.mode.road'), color: 'orange.8', type: 'line' },
            { name: 'air', label: t('gallery.table.mode.air'), color: 'teal.8', type: 'area' },
          ]}
        />
      </ChartSection>
      <ChartSection titleId="gallery.chart.scatter" summaryId="gallery.chart.summary.scatter">
        <ScatterChart
          h={300}
          data={scatter}
          dataKey={{ x: 'km', y: 'days' }}
          xAxisLabel={t('gallery.chart.distance')}
          yAxisLabel={t('gallery.chart.days')}
          withLegend
        />
      </ChartSection>
    </SimpleGrid>
  );
}
