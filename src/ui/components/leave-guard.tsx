import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab gets the browser's own question. Returns the dialog to render.
 */
export function useLeaveGuard(
  shouldBlock: () => boolean,
  texts: { readonly title: string; readonly body: string } | null = null,
): ReactNode {
  const intl = useIntl();
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, withResolver: true, enableBeforeUnload: shouldBlock });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={texts?.title ?? intl.formatMessage({ id: 'common.leave.title' })}
      centered
    >
      <Text size="sm">{texts?.body ?? intl.formatMessage({ id: 'common.leave.body' })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {intl.formatMessage({ id: 'common.leave.stay' })}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {intl.formatMessage({ id: 'common.leave.go' })}
        </Button>
      </Group>
    </Modal>
  );
}
