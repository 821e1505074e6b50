import { Alert, Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { FREIGHT_ACTIONS, type FreightActor } from '../../../../domain/freight/freight-lifecycle';
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
  const machine = useMemo(
    () =>
      freightStatusMachine.provide({
        actors: {
          saveTransition: fromPromise<FreightRecord | undefined, SaveTransitionInput>(({ input }) =>
            mutateAsync({ id: input.before.id, action: input.action }),
          ),
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
            onClick={() => send({ type: ACTION_EVENTS[action], at: new Date().toISOString() })}
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
  return <FormattedMessage id={`freight.refused.${refusal.code}`} />;
}
