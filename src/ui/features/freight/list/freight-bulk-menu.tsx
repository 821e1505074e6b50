import { Button, List, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BulkTransitionResult } from '../../../../application/ports/freight-repository.port';
import { actionsForAny, type FreightAction, type FreightActor } from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { useUseCases } from '../../../app-context';
import { notifyFailure } from '../../../components/notify-failure';
import { freightMutations } from '../../../queries/freight.mutations';
import { bulkRefusalText } from './bulk-refusal-text';
import { BulkTransitionDialog } from './bulk-transition-dialog';

/** Reopening is a one-shipment decision, taken on its page. */
const NOT_IN_BULK: readonly FreightAction[] = ['reopen'];

/**
 * One status change for every selected shipment: only the actions the domain finds valid for at least one of them
 * are offered, each asked about first (with the day it happened for a departure, arrival or delivery), and a
 * change that refused some says, per reference, why.
 */
export function FreightBulkMenu({
  selected,
  actor,
  onDone,
}: {
  selected: readonly FreightRecord[];
  actor: FreightActor;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { freight } = useUseCases();
  const bulk = useMutation(freightMutations.changeStatusMany(useQueryClient(), freight));
  const [report, setReport] = useState<BulkTransitionResult | null>(null);
  const [asking, setAsking] = useState<FreightAction | null>(null);
  const offered = actionsForAny(selected, actor).filter((action) => !NOT_IN_BULK.includes(action));
  const run = async (action: FreightAction, date: string | undefined) => {
    setAsking(null);
    try {
      const result = await bulk.mutateAsync({
        ids: selected.map((r) => r.id),
        action,
        ...(date ? { details: { date } } : {}),
      });
      notifications.show({
        closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
        color: result.refused.length > 0 ? 'yellow' : 'green',
        message: intl.formatMessage(
          { id: 'freight.list.bulkDone' },
          { updated: result.updated.length, refused: result.refused.length },
        ),
      });
      // The selection (and this menu) goes once the person has read why some were refused.
      if (result.refused.length > 0) setReport(result);
      else onDone();
    } catch (error) {
      notifyFailure(intl, error);
    }
  };
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} loading={bulk.isPending}>
            <FormattedMessage id="freight.list.bulkStatus" /> ·{' '}
            <FormattedMessage id="freight.list.selected" values={{ count: selected.length }} />
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
          records={selected}
          action={asking}
          actor={actor}
          today={freight.today()}
          onCancel={() => setAsking(null)}
          onConfirm={(date) => void run(asking, date)}
        />
      ) : null}
      <Modal
        opened={report !== null}
        onClose={() => {
          setReport(null);
          onDone();
        }}
        title={intl.formatMessage({ id: 'freight.bulk.reportTitle' }, { count: report?.refused.length ?? 0 })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      >
        {report ? (
          <>
            <Text size="sm" mb="sm">
              <FormattedMessage
                id="freight.list.bulkDone"
                values={{ updated: report.updated.length, refused: report.refused.length }}
              />
            </Text>
            <List spacing="xs" size="sm" data-testid="bulk-refusals">
              {report.refused.map((refused) => (
                <List.Item key={refused.id}>
                  <Text span ff="monospace" fw={600}>
                    {refused.reference || refused.id}
                  </Text>
                  : {bulkRefusalText(intl, refused)}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Modal>
    </>
  );
}
