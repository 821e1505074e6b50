import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  bulkRefusals,
  dayRefusal,
  isDatedAction,
  TRACKING_FIELDS,
  type FreightAction,
  type FreightActor,
} from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { DateField, readableDays } from '../freight-dates';

/**
 * Asks before one status change is sent for many shipments, naming the count and the action ("Cancel 3
 * shipments?"). Departing, arriving and delivering ask for the one day it happened (today by default, never in the
 * future); the shipments the domain would refuse for that day or their status are counted here, and the report
 * after the change names each with why.
 */
export function BulkTransitionDialog({
  records,
  action,
  actor,
  today,
  onCancel,
  onConfirm,
}: {
  readonly records: readonly FreightRecord[];
  readonly action: FreightAction;
  readonly actor: FreightActor;
  readonly today: string;
  readonly onCancel: () => void;
  readonly onConfirm: (date: string | undefined) => void;
}) {
  const intl = useIntl();
  const dated = isDatedAction(action);
  const [date, setDate] = useState<string | null>(today);
  const day = dated ? dayRefusal(action, date ?? '', today) : null;
  const chosen = dated ? (date ?? undefined) : undefined;
  const refused = day ? 0 : bulkRefusals(records, action, actor, today, chosen).length;
  const count = records.length;
  const editable = TRACKING_FIELDS.filter((field) => field !== 'audit').map((field) =>
    intl.formatMessage({ id: `freight.form.${field}` }),
  );
  return (
    <Modal
      opened
      onClose={onCancel}
      title={intl.formatMessage({ id: `freight.bulk.confirm.${action}` }, { count })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!day) onConfirm(chosen);
        }}
      >
        <Stack gap="md">
          {action === 'book' ? (
            <Text size="sm">
              <FormattedMessage
                id="freight.bulk.bookBody"
                values={{ fields: intl.formatList(editable, { type: 'conjunction' }) }}
              />
            </Text>
          ) : null}
          {dated ? (
            <DateField
              label={intl.formatMessage({ id: 'freight.bulk.date' }, { count })}
              value={date}
              onChange={setDate}
              required
              error={
                day
                  ? intl.formatMessage({ id: `error.freight.transition.${day.code}` }, readableDays(intl, day))
                  : undefined
              }
            />
          ) : null}
          {refused > 0 ? (
            <Text size="sm" data-testid="bulk-will-refuse">
              <FormattedMessage id="freight.bulk.willRefuse" values={{ refused, count }} />
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              <FormattedMessage id="freight.bulk.back" />
            </Button>
            <Button
              type="submit"
              color={action === 'cancel' ? 'red.9' : undefined}
              disabled={day !== null}
              data-autofocus
            >
              <FormattedMessage id={`freight.bulk.run.${action}`} values={{ count }} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
