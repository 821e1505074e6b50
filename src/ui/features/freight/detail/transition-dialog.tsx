import { Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { dateRefusal, isDatedAction, type FreightAction } from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import {
  ActualDayField,
  StatusChangeModal,
  useActualDay,
  useEditableAfterBooking,
  type StatusChangeProps,
} from '../status-change-modal';

/** Status changes asked about first: booking (it locks the invoice) and the ones that record an actual date. */
export function asksFirst(action: FreightAction): boolean {
  return action === 'book' || isDatedAction(action);
}

/**
 * Confirms a status change. Departing, arriving and delivering ask for the day it really happened (today by
 * default, never in the future nor before the previous step, as the domain says); booking says what it locks.
 */
export function TransitionDialog({
  record,
  action,
  today,
  onCancel,
  onConfirm,
}: StatusChangeProps & { readonly record: FreightRecord }) {
  const intl = useIntl();
  const editable = useEditableAfterBooking();
  const { dated, date, setDate, chosen } = useActualDay(action, today);
  const refusal = dated ? dateRefusal(record, action, date ?? '', today) : null;
  return (
    <StatusChangeModal
      title={intl.formatMessage({ id: `freight.confirm.${action}.title` })}
      blocked={refusal !== null}
      back={<FormattedMessage id="common.cancel" />}
      confirm={<FormattedMessage id={`freight.action.${action}`} />}
      onCancel={onCancel}
      onSubmit={() => onConfirm(chosen)}
    >
      {action === 'book' ? (
        <Text size="sm">
          <FormattedMessage id="freight.confirm.book.body" values={{ reference: record.reference, fields: editable }} />
        </Text>
      ) : null}
      {dated ? (
        <ActualDayField
          label={intl.formatMessage({ id: `freight.confirm.${action}.date` })}
          value={date}
          onChange={setDate}
          refusal={refusal}
        />
      ) : null}
    </StatusChangeModal>
  );
}
