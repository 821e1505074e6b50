import { Group, Loader, Text } from '@mantine/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserRecord } from '../../../domain/user/user-record';
import { useUseCases } from '../../app-context';
import { ErrorState } from '../../components/query-view';
import { notifyDone, notifyFailed } from '../../components/notify-outcome';
import { ConfirmDialog } from '../../components/list-view/confirm-dialog';
import { userMutations } from '../../queries/user.mutations';
import { userQueries } from '../../queries/user.queries';

/**
 * Remove with confirmation. The dialog first asks the backend what removing will do, so it can say
 * whether the user is deleted or, having history, deactivated instead.
 */
export function useUserRemoval(): { ask: (user: UserRecord) => void; dialog: ReactNode } {
  const intl = useIntl();
  const { users } = useUseCases();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<UserRecord | null>(null);
  const removalMode = userQueries.removalMode(users, target?.id ?? '');
  const mode = useQuery({ ...removalMode, queryFn: target ? removalMode.queryFn : skipToken });
  const remove = useMutation(userMutations.remove(queryClient, users));

  const confirm = async () => {
    if (!target || !mode.data) return;
    try {
      const done = await remove.mutateAsync(target.id);
      notifyDone(intl, intl.formatMessage({ id: `users.remove.done.${done}` }, { name: target.name }));
      setTarget(null);
    } catch (error) {
      notifyFailed(intl, intl.formatMessage({ id: 'users.remove.failed' }), error);
    }
  };

  const name = target?.name ?? '';
  const body = mode.data ? (
    intl.formatMessage({ id: `users.remove.question.${mode.data}` }, { name })
  ) : mode.isError ? (
    <ErrorState error={mode.error} onRetry={() => void mode.refetch()} />
  ) : (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{intl.formatMessage({ id: 'users.remove.checking' }, { name })}</Text>
    </Group>
  );
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={
        mode.data
          ? intl.formatMessage({ id: `users.remove.title.${mode.data}` })
          : intl.formatMessage({ id: 'users.deleteRow' }, { name })
      }
      confirmLabel={intl.formatMessage({ id: `users.remove.confirm.${mode.data ?? 'delete'}` })}
      busy={remove.isPending || !mode.data}
      onConfirm={() => void confirm()}
      onClose={() => setTarget(null)}
    >
      {body}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
