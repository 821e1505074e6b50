import { Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserRecord } from '../../../domain/user/user-record';
import { useUseCases } from '../../app-context';
import { ConfirmDialog } from '../../components/list-view/confirm-dialog';
import { userErrorText } from './user-errors';

type Mode = 'delete' | 'deactivate';

/**
 * Remove with confirmation. The dialog first asks the backend what removing will do, so it can say
 * whether the user is deleted or, having history, deactivated (spec: deactivate instead of delete).
 */
export function useUserRemoval(onRemoved: (user: UserRecord) => void): {
  ask: (user: UserRecord) => void;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const { users } = useUseCases();
  const [target, setTarget] = useState<UserRecord | null>(null);
  const [mode, setMode] = useState<Mode | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef<string | null>(null);

  const closeButtonProps = { 'aria-label': intl.formatMessage({ id: 'common.close' }) };
  const fail = (titleId: string, error: unknown) =>
    notifications.show({
      closeButtonProps,
      color: 'red',
      title: intl.formatMessage({ id: titleId }),
      message: userErrorText(intl, error),
    });

  const close = () => {
    asked.current = null;
    setTarget(null);
  };

  const ask = (user: UserRecord) => {
    asked.current = user.id;
    setTarget(user);
    setMode(null);
    users.removalMode(user.id).then(
      (found) => {
        if (asked.current === user.id) setMode(found);
      },
      (error: unknown) => {
        if (asked.current !== user.id) return;
        fail('users.remove.failed', error);
        close();
      },
    );
  };

  const confirm = async () => {
    if (!target || !mode) return;
    setBusy(true);
    try {
      const done = await users.remove(target.id);
      notifications.show({
        closeButtonProps,
        color: 'green',
        message: intl.formatMessage({ id: `users.remove.done.${done}` }, { name: target.name }),
      });
      onRemoved(target);
      close();
    } catch (error) {
      fail('users.remove.failed', error);
    } finally {
      setBusy(false);
    }
  };

  const name = target?.name ?? '';
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={
        mode
          ? intl.formatMessage({ id: `users.remove.title.${mode}` })
          : intl.formatMessage({ id: 'users.deleteRow' }, { name })
      }
      confirmLabel={intl.formatMessage({ id: `users.remove.confirm.${mode ?? 'delete'}` })}
      busy={busy || mode === null}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {mode ? (
        intl.formatMessage({ id: `users.remove.question.${mode}` }, { name })
      ) : (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{intl.formatMessage({ id: 'users.remove.checking' }, { name })}</Text>
        </Group>
      )}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
