import { Alert, Grid, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCopy, IconLock, IconPencil, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  EXPORT_REASON_NAMES,
  INVOICE_TYPE_NAMES,
  PAYMENT_TERMS_NAMES,
  DUTIES_NAMES,
} from '../../../../domain/freight/freight-labels';
import { isClosed, isInvoiceLocked } from '../../../../domain/freight/freight-edit-rules';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { freightTotals } from '../../../../domain/freight/freight-totals';
import { incotermLabel } from '../../../../domain/freight/incoterms';
import type { PlaceRef } from '../../../../domain/freight/freight-paperwork';
import { formatContainerNumber } from '../../../../domain/trade/container-number';
import { useSession, useUseCases } from '../../../app-context';
import { QueryView } from '../../../components/query-view';
import { countryName, formatDate, formatInstant, formatRate } from '../../../components/format-freight';
import { FreightStatusBadge } from '../../../components/freight-status-badge';
import { ButtonLink } from '../../../components/router-links';
import { freightQueries } from '../../../queries/freight.queries';
import { RecordTabs } from '../../../components/audit/record-tabs';
import { FreightTotalsPanel } from '../freight-totals-panel';
import { FreightLinesTable } from './freight-lines-table';
import { DueValuesPanel } from './due-values-panel';
import { FreightStatusActions } from './freight-status-actions';

const placeText = (place: PlaceRef | undefined) => (place ? `${place.name} (${place.code})` : '');

/** How the shipment's header links look: outlined buttons, each with its icon. */
const headerLink = (Icon: typeof IconPencil) => ({
  variant: 'default',
  leftSection: <Icon size={16} aria-hidden />,
});

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

export function FreightDetailPage({ id }: { id: string }) {
  const { freight } = useUseCases();
  const shipment = useQuery(freightQueries.detail(freight, id));
  return (
    <RecordTabs kind="freight" recordId={id}>
      <QueryView query={shipment}>{(record) => <FreightDetail record={record} />}</QueryView>
    </RecordTabs>
  );
}

function FreightDetail({ record }: { record: FreightRecord }) {
  const intl = useIntl();
  const tag = intl.locale;
  const session = useSession();
  const language = intl.locale.startsWith('pt') ? 'pt' : 'en';
  const actor = { id: session?.userId ?? '', name: session?.name ?? '', role: session?.role ?? 'user' };
  const totals = freightTotals(record);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2" ff="monospace">
            {record.reference}
          </Title>
          <FreightStatusBadge status={record.status} />
        </Group>
        <Group gap="xs">
          {!isClosed(record.status) ? (
            <ButtonLink {...headerLink(IconPencil)} to="/freight/$id/edit" params={{ id: record.id }}>
              <FormattedMessage id="freight.action.edit" />
            </ButtonLink>
          ) : null}
          <ButtonLink {...headerLink(IconCopy)} to="/freight/new" search={{ from: record.id }}>
            <FormattedMessage id="freight.action.duplicate" />
          </ButtonLink>
          <ButtonLink
            {...headerLink(IconPrinter)}
            to="/freight/$id/invoice"
            params={{ id: record.id }}
            search={{ lang: 'en' }}
          >
            <FormattedMessage id="freight.action.print" />
          </ButtonLink>
          <ButtonLink variant="subtle" to="/freight/$id/invoice" params={{ id: record.id }} search={{ lang: 'pt' }}>
            <FormattedMessage id="freight.action.printPt" />
          </ButtonLink>
          {(record.packingList ?? []).length > 0 ? (
            <ButtonLink
              {...headerLink(IconPrinter)}
              to="/freight/$id/packing-list"
              params={{ id: record.id }}
              search={{ lang: language }}
            >
              <FormattedMessage id="freight.packing.print" />
            </ButtonLink>
          ) : null}
        </Group>
      </Group>
      <FreightStatusActions key={record.id} record={record} actor={actor} />
      {isInvoiceLocked(record.status) && !isClosed(record.status) ? (
        <Alert icon={<IconLock size={16} aria-hidden />} color="gray">
          <FormattedMessage id="freight.detail.locked" />
        </Alert>
      ) : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                <Field
                  label="freight.form.shipper"
                  value={record.shipper ? `${record.shipper.name} (${record.shipper.country})` : ''}
                />
                <Field
                  label="freight.form.consignee"
                  value={record.consignee ? `${record.consignee.name} (${record.consignee.country})` : ''}
                />
                <Field label="freight.form.countryOfOrigin" value={countryName(tag, record.countryOfOrigin)} />
                <Field label="freight.form.destinationCountry" value={countryName(tag, record.destinationCountry)} />
                <Field label="freight.form.mode" value={intl.formatMessage({ id: `freight.mode.${record.mode}` })} />
                <Field label="freight.form.carrier" value={record.carrier} />
                <Field label="freight.form.transportDocument" value={record.transportDocument} />
                <Field label="freight.form.shipDate" value={formatDate(tag, record.shipDate)} />
                <Field label="freight.form.eta" value={formatDate(tag, record.eta)} />
                <Field label="freight.form.packages" value={String(record.packages)} />
                {record.invoiceNumber ? (
                  <Field label="freight.detail.invoiceNumber" value={record.invoiceNumber} />
                ) : null}
                {record.invoiceDate ? (
                  <Field label="freight.detail.invoiceDate" value={formatDate(tag, record.invoiceDate)} />
                ) : null}
                <Field label="freight.form.incoterm" value={incotermLabel(record.incoterm, language)} />
                <Field label="freight.paperwork.namedPlace" value={record.namedPlace ?? ''} />
                <Field label="freight.paperwork.loadingCode" value={placeText(record.placeOfLoading)} />
                <Field label="freight.paperwork.dischargeCode" value={placeText(record.placeOfDischarge)} />
                {(record.containers ?? []).length > 0 ? (
                  <Field
                    label="freight.paperwork.containers"
                    value={(record.containers ?? []).map(formatContainerNumber).join(', ')}
                  />
                ) : null}
                <Field label="freight.form.currency" value={record.currency} />
                <Field label="freight.form.invoiceType" value={INVOICE_TYPE_NAMES[record.invoiceType][language]} />
                <Field label="freight.form.paymentTerms" value={PAYMENT_TERMS_NAMES[record.paymentTerms][language]} />
                <Field label="freight.form.exportReason" value={EXPORT_REASON_NAMES[record.exportReason][language]} />
                <Field label="freight.form.dutiesAndTaxes" value={DUTIES_NAMES[record.dutiesAndTaxes][language]} />
                <Field
                  label="freight.form.exchangeRate"
                  value={
                    record.exchangeRate
                      ? `${formatRate(tag, record.exchangeRate.rateMicros)} (${formatDate(tag, record.exchangeRate.date)})`
                      : ''
                  }
                />
              </SimpleGrid>
            </Paper>
            {record.notes.trim() !== '' ? (
              <Paper withBorder p="md" component="section" aria-labelledby="freight-notes-title">
                <Title order={2} size="h4" mb="xs" id="freight-notes-title">
                  <FormattedMessage id="freight.form.notes" />
                </Title>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="freight-notes">
                  {record.notes}
                </Text>
              </Paper>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <FreightTotalsPanel totals={totals} />
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                <FormattedMessage id="freight.detail.timeline" />
              </Title>
              <Text size="xs" c="dimmed" mb="sm">
                <FormattedMessage id="freight.detail.created" values={{ name: record.audit.createdBy.name }} /> ·{' '}
                {formatInstant(tag, record.audit.createdAt)}
              </Text>
              {record.history.length === 0 ? (
                <Text size="sm">
                  <FormattedMessage id="freight.detail.noHistory" />
                </Text>
              ) : (
                <Timeline
                  active={record.history.length - 1}
                  bulletSize={14}
                  lineWidth={2}
                  data-testid="status-timeline"
                >
                  {record.history.map((change) => (
                    <Timeline.Item
                      key={`${change.at}-${change.to}`}
                      title={intl.formatMessage({ id: `freight.status.${change.to}` })}
                    >
                      {change.date ? (
                        <Text size="sm" data-testid="status-actual-date">
                          <FormattedMessage
                            id="freight.detail.actualDate"
                            values={{ date: formatDate(tag, change.date) }}
                          />
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        {formatInstant(tag, change.at)} · {change.by.name}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <FreightLinesTable record={record} />
      <DueValuesPanel record={record} />
    </Stack>
  );
}
