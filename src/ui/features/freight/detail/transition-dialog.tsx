import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  dateRefusal,
  isDatedAction,
  TRACKING_FIELDS,
  type FreightAction,
} from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { DateField, readableDays } from '../freight-dates';

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
}: {
  readonly record: FreightRecord;
  readonly action: FreightAction;
  readonly today: string;
  readonly onCancel: () => void;
  readonly onConfirm: (date: string | undefined) => void;
}) {
  const intl = useIntl();
  const dated = isDatedAction(action);
  const [date, setDate] = useState<string | null>(today);
  const refusal = dated ? dateRefusal(record, action, date ?? '', today) : null;
  const editable = TRACKING_FIELDS.filter((field) => field !== 'audit').map((field) =>
    intl.formatMessage({ id: `freight.form.${field}` }),
  );
  return (
    <Modal
      opened
      onClose={onCancel}
      title={intl.formatMessage({ id: `freight.confirm.${action}.title` })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!refusal) onConfirm(dated ? (date ?? undefined) : undefined);
        }}
      >
        <Stack gap="md">
          {action === 'book' ? (
            <Text size="sm">
              <FormattedMessage
                id="freight.confirm.book.body"
                values={{ reference: record.reference, fields: intl.formatList(editable, { type: 'conjunction' }) }}
              />
            </Text>
          ) : null}
          {dated ? (
            <DateField
              label={intl.formatMessage({ id: `freight.confirm.${action}.date` })}
              value={date}
              onChange={setDate}
              required
              error={
                refusal
                  ? intl.formatMessage({ id: `error.freight.transition.${refusal.code}` }, readableDays(intl, refusal))
                  : undefined
              }
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" disabled={refusal !== null} data-autofocus>
              <FormattedMessage id={`freight.action.${action}`} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
