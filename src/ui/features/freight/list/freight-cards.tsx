import { Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { freightTotals } from '../../../../domain/freight/freight-totals';
import { countryName, formatDate, formatMoney } from '../../../components/format-freight';
import { FreightStatusBadge } from '../../../components/freight-status-badge';
import { PageCheckbox } from '../../../components/page-checkbox';
import { AnchorLink } from '../../../components/router-links';

/**
 * The list on a phone: one card per shipment with what tells shipments apart, nothing to scroll sideways; above them,
 * one box selects the whole page.
 */
export function FreightCards({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly FreightRecord[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
}) {
  const intl = useIntl();
  const tag = intl.locale;
  const on = rows.filter((r) => selected.has(r.id)).length;
  return (
    <Stack gap="xs">
      <Box px="sm">
        <PageCheckbox
          shown
          label={intl.formatMessage({ id: 'freight.list.selectAll' })}
          rows={rows.length}
          selected={on}
          onChange={(checked) =>
            onSelect(
              rows.map((r) => r.id),
              checked,
            )
          }
        />
      </Box>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="freight-cards">
        {rows.map((r) => (
          <Paper key={r.id} withBorder p="sm" component="li" data-testid="freight-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="xs" wrap="nowrap">
                <Checkbox
                  aria-label={intl.formatMessage({ id: 'freight.list.selectRow' }, { reference: r.reference })}
                  checked={selected.has(r.id)}
                  onChange={(e) => onSelect([r.id], e.currentTarget.checked)}
                />
                <AnchorLink to="/freight/$id" params={{ id: r.id }} ff="monospace" fw={600}>
                  {r.reference}
                </AnchorLink>
              </Group>
              <FreightStatusBadge status={r.status} />
            </Group>
            <Text size="sm" mt={4}>
              {r.consignee?.name ?? '—'} · {countryName(tag, r.destinationCountry)}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text size="xs" c="dimmed">
                <FormattedMessage id={`freight.mode.${r.mode}`} /> · {r.carrier || '—'} · {formatDate(tag, r.shipDate)}
              </Text>
              <Text size="sm" fw={600}>
                {formatMoney(tag, freightTotals(r).totalDeclaredValue)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
