import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { notifyFailure } from '../notify-outcome';

/** A demo change whose refusal is said in a notification (what the screen showed is put back by the mutation). */
export function useNotifyingMutation<TData, TVariables, TContext>(
  options: UseMutationOptions<TData, Error, TVariables, TContext>,
) {
  const intl = useIntl();
  return useMutation({ ...options, onError: (error: Error) => notifyFailure(intl, error) });
}
