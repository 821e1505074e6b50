import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useUseCases } from '../../app-context';
import { errorText } from '../../components/error-text';

const KEY = ['auth', 'registration-open'] as const;

/** Admins open or close self-registration; nothing where the backend has no such switch (Firebase). */
export function RegistrationSwitch() {
  const intl = useIntl();
  const { auth } = useUseCases();
  const client = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: () => auth.registrationOpen() });
  const change = useMutation({
    mutationFn: (open: boolean) => auth.setRegistrationOpen(open),
    onSuccess: (open) => client.setQueryData(KEY, open),
    onError: (error) => notifications.show({ color: 'red', message: errorText(intl, error) }),
  });
  if (state.data === null || state.data === undefined) return null;
  return (
    <Switch
      data-testid="users-registration-open"
      checked={change.isPending ? change.variables : state.data}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
      label={intl.formatMessage({ id: 'users.registration.open' })}
      description={intl.formatMessage({
        id: state.data ? 'users.registration.openHint' : 'users.registration.closedHint',
      })}
    />
  );
}
