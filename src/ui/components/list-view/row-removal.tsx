import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { errorText } from '../error-text';
import { ConfirmDialog } from './confirm-dialog';

interface RowRemovalOptions<T> {
  readonly remove: (row: T) => Promise<unknown>;
  readonly nameOf: (row: T) => string;
  readonly onRemoved: (row: T) => void;
}

/** Delete with confirmation: ask(row) opens the dialog; failures (e.g. "in use") are shown, not logged. */
export function useRowRemoval<T>(options: RowRemovalOptions<T>): { ask: (row: T) => void; dialog: ReactNode } {
  const intl = useIntl();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await options.remove(target);
      notifications.show({
        color: 'green',
        message: intl.formatMessage({ id: 'listView.deleted' }, { name: options.nameOf(target) }),
      });
      options.onRemoved(target);
      setTarget(null);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'listView.deleteFailed' }),
        message: errorText(intl, toAppError(error)),
      });
    } finally {
      setBusy(false);
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={intl.formatMessage({ id: 'listView.deleteTitle' })}
      confirmLabel={intl.formatMessage({ id: 'common.delete' })}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={() => setTarget(null)}
    >
      {target !== null ? intl.formatMessage({ id: 'listView.deleteQuestion' }, { name: options.nameOf(target) }) : null}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
