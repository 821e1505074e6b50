import { Alert, Button, Group } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { availableActions, type FreightAction, type FreightActor } from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { freightStatusMachine } from '../../../../machines/freight-status/freight-status.machine';
import type { FreightStatusError, SaveTransitionInput } from '../../../../machines/freight-status/freight-status.types';
import { useUseCases } from '../../../app-context';

const EVENT: Readonly<Record<FreightAction, `status.${FreightAction}`>> = {
  book: 'status.book',
  depart: 'status.depart',
  arrive: 'status.arrive',
  deliver: 'status.deliver',
  cancel: 'status.cancel',
  reopen: 'status.reopen',
};

/** The lifecycle buttons, driven by the status machine; the server applies the same rules again. */
export function FreightStatusActions({
  record,
  actor,
  onChanged,
}: {
  record: FreightRecord;
  actor: FreightActor;
  onChanged: (r: FreightRecord) => void;
}) {
  const { freight } = useUseCases();
  const intl = useIntl();
  const machine = useMemo(
    () =>
      freightStatusMachine.provide({
        actors: {
          saveTransition: fromPromise<FreightRecord | undefined, SaveTransitionInput>(({ input }) =>
            freight.changeStatus(input.before.id, input.action),
          ),
        },
      }),
    [freight],
  );
  const [state, send] = useMachine(machine, { input: { record, actor } });
  const current = state.context.record;

  useEffect(() => {
    if (current !== record) onChanged(current);
  }, [current, record, onChanged]);

  const saving = state.matches('saving');
  return (
    <>
      <Group gap="xs">
        {availableActions(current, actor).map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' ? 'outline' : action === 'reopen' ? 'default' : 'filled'}
            color={action === 'cancel' ? 'red.9' : undefined}
            loading={saving && state.context.pendingAction === action}
            disabled={saving}
            onClick={() => send({ type: EVENT[action], at: new Date().toISOString() })}
          >
            <FormattedMessage id={`freight.action.${action}`} />
          </Button>
        ))}
      </Group>
      {state.context.error ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={intl.formatMessage({ id: 'common.close' })}
          onClose={() => send({ type: 'error.dismissed' })}
        >
          <ErrorMessage error={state.context.error} />
        </Alert>
      ) : null}
    </>
  );
}

function ErrorMessage({ error }: { error: FreightStatusError }) {
  const intl = useIntl();
  if (error.kind === 'saveFailed') return <>{error.message}</>;
  const { refusal } = error;
  if (refusal.code === 'bookingIncomplete') {
    const gaps = refusal.gaps.map((g) => intl.formatMessage({ id: `freight.gap.${g}` }));
    return (
      <FormattedMessage
        id="freight.refused.bookingIncomplete"
        values={{ gaps: intl.formatList(gaps, { type: 'conjunction' }) }}
      />
    );
  }
  return <FormattedMessage id={`freight.refused.${refusal.code}`} />;
}
