import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { actionsForAny, type FreightAction, type FreightActor } from '../../../../domain/freight/freight-lifecycle';
import type { FreightRow } from '../../../../domain/freight/freight-row';
import { useUseCases } from '../../../app-context';
import { freightQueries } from '../../../queries/freight.queries';
import { BulkRunDialog, type BulkRunRequest } from './bulk-run-dialog';
import { BulkTransitionDialog } from './bulk-transition-dialog';

/** Reopening is a one-shipment decision, taken on its page. */
const NOT_IN_BULK: readonly FreightAction[] = ['reopen'];

/**
 * One status change for every selected shipment: only the actions the domain finds valid for at least one of them
 * are offered, each asked about first (with the day it happened for a departure, arrival or delivery), then run in
 * batches with its progress shown; a change that refused some says, per reference, why.
 */
export function FreightBulkMenu({
  selected,
  matchingIds = null,
  actor,
  onDone,
}: {
  selected: readonly FreightRow[];
  /** Every shipment of the filter, when "select all that match" was taken; else the selected rows are the ones. */
  matchingIds?: readonly string[] | null;
  actor: FreightActor;
  onDone: () => void;
}) {
  const { freight } = useUseCases();
  const [asking, setAsking] = useState<FreightAction | null>(null);
  const [running, setRunning] = useState<BulkRunRequest | null>(null);
  const ids = matchingIds ?? selected.map((r) => r.id);
  // The rows on screen stand for the whole filter when all that match are selected: what none of them can take is
  // not offered, and what some beyond them cannot take is refused and reported by reference.
  const offered = actionsForAny(selected, actor).filter((action) => !NOT_IN_BULK.includes(action));
  // While a change is asked about, the selected shipments are read whole (from the cache when they were opened
  // lately), so those that would refuse it are counted before it is sent: once all are read, never a part.
  const checked = useQueries({
    queries: (asking && !matchingIds ? selected : []).map((row) => freightQueries.detail(freight, row.id)),
  });
  const read = checked.map((query) => query.data);
  const records = read.every((record) => record !== undefined) ? read : [];
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} loading={running !== null}>
            <FormattedMessage id="freight.list.bulkStatus" /> ·{' '}
            <FormattedMessage id="freight.list.selected" values={{ count: ids.length }} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {offered.length === 0 ? (
            <Menu.Label>
              <FormattedMessage id="freight.bulk.noAction" />
            </Menu.Label>
          ) : (
            offered.map((action) => (
              <Menu.Item key={action} onClick={() => setAsking(action)}>
                <FormattedMessage id={`freight.action.${action}`} />
              </Menu.Item>
            ))
          )}
        </Menu.Dropdown>
      </Menu>
      {asking ? (
        <BulkTransitionDialog
          records={records}
          count={ids.length}
          action={asking}
          actor={actor}
          today={freight.today()}
          onCancel={() => setAsking(null)}
          onConfirm={(date) => {
            setAsking(null);
            setRunning({ ids, action: asking, ...(date ? { details: { date } } : {}) });
          }}
        />
      ) : null}
      {running ? (
        <BulkRunDialog
          request={running}
          onFinished={() => {
            setRunning(null);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}
