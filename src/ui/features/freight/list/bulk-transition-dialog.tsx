import { Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { bulkRefusals, dayRefusal, type FreightActor } from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { StatusChangeBody, StatusChangeModal, useActualDay, type StatusChangeProps } from '../status-change-modal';

/**
 * Asks before one status change is sent for many shipments, naming the count and the action ("Cancel 3
 * shipments?"). Departing, arriving and delivering ask for the one day it happened (today by default, never in the
 * future); the shipments the domain would refuse for that day or their status are counted here, and the report
 * after the change names each with why.
 */
export function BulkTransitionDialog({
  records,
  count = records.length,
  action,
  actor,
  today,
  onCancel,
  onConfirm,
}: StatusChangeProps & {
  /** The shipments at hand, for counting ahead those that would refuse (none when only their ids are known). */
  readonly records: readonly FreightRecord[];
  /** How many the change is for, when more than `records` (all that match the filter). */
  readonly count?: number;
  readonly actor: FreightActor;
}) {
  const intl = useIntl();
  const day = useActualDay(action, today);
  const refusal = day.dated ? dayRefusal(action, day.date ?? '', today) : null;
  const refused = refusal ? 0 : bulkRefusals(records, action, actor, today, day.chosen).length;
  return (
    <StatusChangeModal
      title={intl.formatMessage({ id: `freight.bulk.confirm.${action}` }, { count })}
      blocked={refusal !== null}
      back={<FormattedMessage id="freight.bulk.back" />}
      confirm={<FormattedMessage id={`freight.bulk.run.${action}`} values={{ count }} />}
      danger={action === 'cancel'}
      onCancel={onCancel}
      onSubmit={() => onConfirm(day.chosen)}
    >
      <StatusChangeBody
        action={action}
        day={day}
        bookMessage={{ id: 'freight.bulk.bookBody' }}
        dateMessage={{ id: 'freight.bulk.date', values: { count } }}
        refusal={refusal}
      />
      {refused > 0 ? (
        <Text size="sm" data-testid="bulk-will-refuse">
          <FormattedMessage id="freight.bulk.willRefuse" values={{ refused, count }} />
        </Text>
      ) : null}
    </StatusChangeModal>
  );
}
