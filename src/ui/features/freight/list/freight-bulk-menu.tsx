import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FreightAction } from '../../../../domain/freight/freight-lifecycle';
import { useUseCases } from '../../../app-context';
import { notifyFailure } from '../../../components/notify-failure';
import { freightMutations } from '../../../queries/freight.mutations';

const BULK_ACTIONS: readonly FreightAction[] = ['book', 'depart', 'arrive', 'deliver', 'cancel'];

/** One status change for every selected shipment; the lists and records it touched are asked again. */
export function FreightBulkMenu({ selected, onDone }: { selected: ReadonlySet<string>; onDone: () => void }) {
  const intl = useIntl();
  const { freight } = useUseCases();
  const bulk = useMutation(freightMutations.changeStatusMany(useQueryClient(), freight));
  const run = async (action: FreightAction) => {
    try {
      const result = await bulk.mutateAsync({ ids: [...selected], action });
      notifications.show({
        closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
        color: result.refused.length > 0 ? 'yellow' : 'green',
        message: intl.formatMessage(
          { id: 'freight.list.bulkDone' },
          { updated: result.updated.length, refused: result.refused.length },
        ),
      });
      onDone();
    } catch (error) {
      notifyFailure(intl, error);
    }
  };
  return (
    <Menu>
      <Menu.Target>
        <Button variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} loading={bulk.isPending}>
          <FormattedMessage id="freight.list.bulkStatus" /> ·{' '}
          <FormattedMessage id="freight.list.selected" values={{ count: selected.size }} />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {BULK_ACTIONS.map((action) => (
          <Menu.Item key={action} onClick={() => void run(action)}>
            <FormattedMessage id={`freight.action.${action}`} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
