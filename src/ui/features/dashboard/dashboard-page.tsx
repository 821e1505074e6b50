import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FREIGHT_STATUSES } from '../../../domain/freight/freight-options';
import type { FreightDashboard } from '../../../domain/freight/freight-dashboard';
import { useUseCases } from '../../app-context';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/query-view';
import { countryName, formatDate, formatInstant, formatMoney } from '../../components/format-freight';
import { FreightStatusBadge } from '../../components/freight-status-badge';
import { AnchorLink } from '../../components/router-links';
import { freightQueries } from '../../queries/freight.queries';
import classes from './dashboard.module.css';

function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The freight dashboard at `/`, computed by the backend from the same domain rules as the lists. */
export function DashboardPage() {
  const { freight } = useUseCases();
  const dashboard = useQuery(freightQueries.dashboard(freight));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="dashboard.title" />
      </Title>
      <QueryView query={dashboard}>{(d) => <Figures d={d} />}</QueryView>
    </Stack>
  );
}

function Figures({ d }: { d: FreightDashboard }) {
  const intl = useIntl();
  const tag = intl.locale;
  const total = FREIGHT_STATUSES.reduce((sum, s) => sum + d.byStatus[s], 0);
  const busiest = Math.max(...FREIGHT_STATUSES.map((s) => d.byStatus[s]));
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${d.declaredThisMonth.month}-01T00:00:00Z`),
  );
  const others = d.declaredThisMonth.byCurrency.filter((m) => m.currency !== 'USD');
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      <Card title={<FormattedMessage id="dashboard.declaredThisMonth" />}>
        <Stack gap={4}>
          <Text fz={28} fw={700} data-testid="declared-usd">
            {formatMoney(tag, d.declaredThisMonth.usd)}
          </Text>
          <Text fz={20} fw={600} data-testid="declared-brl">
            {formatMoney(tag, d.declaredThisMonth.brl)}{' '}
            <Text span size="sm" fw={400} c="dimmed" data-testid="declared-brl-basis">
              <FormattedMessage id="dashboard.brlAtEachRate" />
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="dashboard.declaredShipments"
              values={{ count: d.declaredThisMonth.shipments, month }}
            />
          </Text>
          {others.length > 0 ? (
            <Text size="sm">
              <FormattedMessage id="dashboard.otherCurrencies" />: {others.map((m) => formatMoney(tag, m)).join(' · ')}
            </Text>
          ) : null}
          {d.declaredThisMonth.withoutRate > 0 ? (
            <Text size="sm" c="orange.9">
              <FormattedMessage id="dashboard.withoutRate" values={{ count: d.declaredThisMonth.withoutRate }} />
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Card title={<FormattedMessage id="dashboard.byStatus" />}>
        {/* Each status's share drawn as a bar beside its count: the distribution at a glance, without a chart
            library (it would be the largest script of the dashboard for eight bars). */}
        <table className={classes.counts} data-testid="status-counts">
          <tbody>
            {FREIGHT_STATUSES.map((s) => (
              <tr key={s}>
                <td>
                  <FreightStatusBadge status={s} />
                </td>
                <td className={classes.barCell} aria-hidden>
                  <span
                    className={classes.bar}
                    style={{ '--share': busiest > 0 ? d.byStatus[s] / busiest : 0 } as CSSProperties}
                  />
                </td>
                <td>{intl.formatNumber(d.byStatus[s])}</td>
              </tr>
            ))}
            <tr>
              <td>
                <FormattedMessage id="dashboard.total" />
              </td>
              <td aria-hidden />
              <td>{intl.formatNumber(total)}</td>
            </tr>
          </tbody>
        </table>
      </Card>
      <Card title={<FormattedMessage id="dashboard.topDestinations" />}>
        <Stack gap={6}>
          {d.topDestinations.map((dest) => (
            <Group key={dest.country} justify="space-between">
              <Text size="sm">{countryName(tag, dest.country)}</Text>
              <Text size="sm" fw={600}>
                {intl.formatNumber(dest.shipments)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card title={<FormattedMessage id="dashboard.lateEtas" />}>
        <Text size="sm" c="dimmed" mb="xs">
          <FormattedMessage id="dashboard.lateCount" values={{ count: d.lateCount }} />
        </Text>
        <ListOrNone items={d.lateEtas} noneId="dashboard.noneLate">
          {(late) => (
            <Group key={late.id} justify="space-between" wrap="nowrap">
              <AnchorLink to="/freight/$id" params={{ id: late.id }} ff="monospace" size="sm">
                {late.reference}
              </AnchorLink>
              <Text size="sm">
                {formatDate(tag, late.eta)} ·{' '}
                <FormattedMessage id="dashboard.daysLate" values={{ days: late.daysLate }} />
              </Text>
            </Group>
          )}
        </ListOrNone>
      </Card>
      <Card title={<FormattedMessage id="dashboard.recentActivity" />}>
        <ListOrNone items={d.recentActivity} noneId="dashboard.noActivity">
          {(a) => (
            <div key={`${a.recordId}-${a.at}-${a.to}`}>
              <Text size="sm">
                <AnchorLink to="/freight/$id" params={{ id: a.recordId }} ff="monospace">
                  {a.reference}
                </AnchorLink>{' '}
                {intl.formatMessage({ id: `freight.status.${a.from}` })} →{' '}
                {intl.formatMessage({ id: `freight.status.${a.to}` })}
              </Text>
              <Text size="xs" c="dimmed">
                {formatInstant(tag, a.at)} · {a.by.name}
              </Text>
            </div>
          )}
        </ListOrNone>
      </Card>
    </SimpleGrid>
  );
}

/** A card's rows, one under the other, or the sentence saying there are none. */
function ListOrNone<T>({
  items,
  noneId,
  children,
}: {
  items: readonly T[];
  noneId: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <Text size="sm">
        <FormattedMessage id={noneId} />
      </Text>
    );
  }
  return <Stack gap={6}>{items.map((item) => children(item))}</Stack>;
}
