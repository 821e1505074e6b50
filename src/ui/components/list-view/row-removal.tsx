import { Alert, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { toAppError } from '../../../application/errors/app-error';
import { errorCodeOf } from '../error-text';
import { notifyFailed } from '../notify-outcome';
import { ConfirmDialog } from './confirm-dialog';
import { FreightUsageLink, type FreightUsage } from './freight-usage-link';

export interface RowRemovalOptions<T, D> {
  /** The resource's remove mutation (it updates the cache), called with the row's id. */
  readonly mutation: UseMutationOptions<D, Error, string>;
  readonly idOf: (row: T) => string;
  readonly nameOf: (row: T) => string;
  /** Which shipments use the row, for a refusal because shipments use it (record.inUse). */
  readonly usage?: (row: T) => FreightUsage;
}

/** How many shipments use the record, when that is why the deletion was refused. */
function inUseCount(error: unknown): number | null {
  const failure = toAppError(error);
  if (errorCodeOf(failure) !== 'record.inUse') return null;
  const count = failure.details.count;
  return typeof count === 'number' ? count : null;
}

/**
 * Delete with confirmation: ask(row) opens the dialog; failures are shown, not logged. A record that
 * shipments use is refused in the dialog itself: how many, a link to them, and making it inactive instead.
 */
export function useRowRemoval<T, D = void>(
  options: RowRemovalOptions<T, D>,
): {
  ask: (row: T) => void;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const [target, setTarget] = useState<T | null>(null);
  const [usedBy, setUsedBy] = useState<number | null>(null);
  const remove = useMutation(options.mutation);
  const ask = (row: T) => {
    setUsedBy(null);
    setTarget(row);
  };
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
      const count = options.usage ? inUseCount(error) : null;
      if (count !== null && count > 0) {
        setUsedBy(count);
        return;
      }
      notifyFailed(intl, intl.formatMessage({ id: 'listView.deleteFailed' }), error);
    }
  };
  const name = target !== null ? options.nameOf(target) : '';
  const refusal =
    target !== null && usedBy !== null && options.usage ? (
      <Stack gap="sm">
        <Alert color="orange" role="alert" data-testid="in-use-refusal">
          <Text size="sm" fw={500}>
            {intl.formatMessage({ id: 'listView.inUse.count' }, { count: usedBy })}
          </Text>
          <FreightUsageLink usage={options.usage(target)}>
            {intl.formatMessage({ id: 'listView.inUse.show' }, { count: usedBy })}
          </FreightUsageLink>
        </Alert>
        <Text size="sm">{intl.formatMessage({ id: 'listView.inUse.hint' })}</Text>
      </Stack>
    ) : null;
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={intl.formatMessage({ id: refusal ? 'listView.inUse.title' : 'listView.deleteTitle' }, { name })}
      confirmLabel={intl.formatMessage({ id: 'common.delete' })}
      busy={remove.isPending}
      {...(refusal ? {} : { onConfirm: () => void confirm() })}
      onClose={() => setTarget(null)}
    >
      {refusal ?? (target !== null ? intl.formatMessage({ id: 'listView.deleteQuestion' }, { name }) : null)}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
