import { PackingDifferences } from '../packing-differences';
import { Alert, Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FREIGHT_ACTIONS, type FreightAction, type FreightActor } from '../../../../domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../../../domain/freight/freight-record';
import { freightStatusMachine } from '../../../../machines/freight-status/freight-status.machine';
import {
  ACTION_EVENTS,
  type FreightStatusError,
  type SaveTransitionInput,
} from '../../../../machines/freight-status/freight-status.types';
import { useUseCases } from '../../../app-context';
import { errorText } from '../../../components/error-text';
import { freightMutations } from '../../../queries/freight.mutations';
import { asksFirst, TransitionDialog } from './transition-dialog';

/**
 * The lifecycle buttons: the ones the status machine can take now (the domain decides which), each
 * saved through the freight mutation, which puts the changed shipment in the cache. The server
 * applies the same rules again.
 */
export function FreightStatusActions({ record, actor }: { record: FreightRecord; actor: FreightActor }) {
  const { freight } = useUseCases();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { mutateAsync } = useMutation(freightMutations.changeStatus(queryClient, freight));
  // The actual date the person confirmed for the change under way (departing, arriving, delivering).
  const confirmedDate = useRef<string | undefined>(undefined);
  const [asking, setAsking] = useState<FreightAction | null>(null);
  const machine = useMemo(
    () =>
      freightStatusMachine.provide({
        actors: {
          saveTransition: fromPromise<FreightRecord | undefined, SaveTransitionInput>(({ input }) => {
            const date = confirmedDate.current;
            return mutateAsync({ id: input.before.id, action: input.action, ...(date ? { details: { date } } : {}) });
          }),
        },
      }),
    [mutateAsync],
  );
  const [state, send] = useMachine(machine, { input: { record, actor } });

  // The cached shipment changed from elsewhere (a refetch, an edit): the machine follows it.
  useEffect(() => {
    if (state.context.record !== record && !state.matches('saving')) send({ type: 'record.replaced', record });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new record from the cache is news here
  }, [record]);

  const saving = state.matches('saving');
  const take = (action: FreightAction, date: string | undefined) => {
    confirmedDate.current = date;
    setAsking(null);
    send({ type: ACTION_EVENTS[action], at: new Date().toISOString() });
  };
  const at = new Date().toISOString();
  const offered = FREIGHT_ACTIONS.filter((action) => state.can({ type: ACTION_EVENTS[action], at }));
  return (
    <>
      <Group gap="xs" data-testid="status-actions">
        {offered.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' ? 'outline' : action === 'reopen' ? 'default' : 'filled'}
            color={action === 'cancel' ? 'red.9' : undefined}
            loading={saving && state.context.pendingAction === action}
            disabled={saving}
            onClick={() => (asksFirst(action) ? setAsking(action) : take(action, undefined))}
          >
            <FormattedMessage id={`freight.action.${action}`} />
          </Button>
        ))}
      </Group>
      {asking ? (
        <TransitionDialog
          record={record}
          action={asking}
          today={freight.today()}
          onCancel={() => setAsking(null)}
          onConfirm={(date) => take(asking, date)}
        />
      ) : null}
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
  if (error.kind === 'saveFailed') return <>{errorText(intl, error.failure)}</>;
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
  if (refusal.code === 'packingMismatch') {
    return (
      <>
        <FormattedMessage id="freight.refused.packingMismatch" />
        <PackingDifferences differences={refusal.differences} />
      </>
    );
  }
  return <FormattedMessage id={`freight.refused.${refusal.code}`} />;
}
