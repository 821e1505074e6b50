import { Box, Checkbox, Stack } from '@mantine/core';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { FreightRow } from '../../../../domain/freight/freight-row';
import { countryName, formatDate, formatMoney } from '../../../components/format-freight';
import { FreightStatusBadge } from '../../../components/freight-status-badge';
import { PageCheckbox } from '../../../components/page-checkbox';
import { AnchorLink } from '../../../components/router-links';
import classes from './freight-cards.module.css';

/**
 * The list on a phone: one card per shipment with what tells shipments apart, nothing to scroll sideways; above them,
 * one box selects the whole page. Built again only when its rows, the selection or the handler change.
 */
export const FreightCards = memo(function FreightCards({
  rows,
  selected,
  onSelect,
}: {
  rows: readonly FreightRow[];
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
          <li key={r.id} className={classes.card} data-testid="freight-card">
            <div className={classes.head}>
              <div className={classes.pick}>
                <Checkbox
                  aria-label={intl.formatMessage({ id: 'freight.list.selectRow' }, { reference: r.reference })}
                  checked={selected.has(r.id)}
                  onChange={(e) => onSelect([r.id], e.currentTarget.checked)}
                />
                <AnchorLink to="/freight/$id" params={{ id: r.id }} ff="monospace" fw={600}>
                  {r.reference}
                </AnchorLink>
              </div>
              <FreightStatusBadge status={r.status} />
            </div>
            <p className={classes.parties}>
              {r.consignee?.name ?? '—'} · {countryName(tag, r.destinationCountry)}
            </p>
            <div className={classes.foot}>
              <p className={classes.route}>
                {intl.formatMessage({ id: `freight.mode.${r.mode}` })} · {r.carrier || '—'} ·{' '}
                {formatDate(tag, r.shipDate)}
              </p>
              <p className={classes.value}>{formatMoney(tag, r.declaredValue)}</p>
            </div>
          </li>
        ))}
      </Stack>
    </Stack>
  );
});
