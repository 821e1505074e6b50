import { FormattedMessage, useIntl } from 'react-intl';
import { dateRefusal, isDatedAction, type FreightAction } from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { StatusChangeBody, StatusChangeModal, useActualDay, type StatusChangeProps } from '../status-change-modal';

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
  const day = useActualDay(action, today);
  const refusal = day.dated ? dateRefusal(record, action, day.date ?? '', today) : null;
  return (
    <StatusChangeModal
      title={intl.formatMessage({ id: `freight.confirm.${action}.title` })}
      blocked={refusal !== null}
      back={<FormattedMessage id="common.cancel" />}
      confirm={<FormattedMessage id={`freight.action.${action}`} />}
      onCancel={onCancel}
      onSubmit={() => onConfirm(day.chosen)}
    >
      <StatusChangeBody
        action={action}
        day={day}
        bookMessage={{ id: 'freight.confirm.book.body', values: { reference: record.reference } }}
        dateMessage={{ id: `freight.confirm.${action}.date` }}
        refusal={refusal}
      />
    </StatusChangeModal>
  );
}
