import { notifications } from '@mantine/notifications';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '../error-text';
import { ConfirmDialog } from './confirm-dialog';

interface RowRemovalOptions<T, D> {
  /** The resource's remove mutation (it updates the cache), called with the row's id. */
  readonly mutation: UseMutationOptions<D, Error, string>;
  readonly idOf: (row: T) => string;
  readonly nameOf: (row: T) => string;
}

/** Delete with confirmation: ask(row) opens the dialog; failures (e.g. "in use") are shown, not logged. */
export function useRowRemoval<T, D = void>(
  options: RowRemovalOptions<T, D>,
): {
  ask: (row: T) => void;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const [target, setTarget] = useState<T | null>(null);
  const remove = useMutation(options.mutation);
  const confirm = async () => {
    if (target === null) return;
    try {
      await remove.mutateAsync(options.idOf(target));
      notifications.show({
        color: 'green',
        message: intl.formatMessage({ id: 'listView.deleted' }, { name: options.nameOf(target) }),
      });
      setTarget(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'listView.deleteFailed' }),
        message: errorText(intl, error),
      });
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={intl.formatMessage({ id: 'listView.deleteTitle' })}
      confirmLabel={intl.formatMessage({ id: 'common.delete' })}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={() => setTarget(null)}
    >
      {target !== null ? intl.formatMessage({ id: 'listView.deleteQuestion' }, { name: options.nameOf(target) }) : null}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
