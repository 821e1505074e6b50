import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface ConfirmDialogProps {
  readonly opened: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly danger?: boolean;
  /** Without it the dialog only tells (a refusal): its one button closes it. */
  readonly onConfirm?: () => void;
  readonly onClose: () => void;
}

/** A yes/no question before something that cannot be undone (delete, deactivate). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
    >
      <Stack gap="md">
        <Text size="sm" component="div">
          {props.children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.busy}>
            {intl.formatMessage({ id: props.onConfirm ? 'common.cancel' : 'common.close' })}
          </Button>
          {props.onConfirm ? (
            <Button
              color={props.danger === false ? undefined : 'red'}
              loading={props.busy}
              onClick={props.onConfirm}
              data-autofocus
            >
              {props.confirmLabel}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
