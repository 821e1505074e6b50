import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconUserCheck, IconUserX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserRecord } from '../../../domain/user/user-record';
import { useUseCases } from '../../app-context';
import { notifyDone, notifyFailed } from '../../components/notify-outcome';
import { ConfirmDialog } from '../../components/list-view/confirm-dialog';
import { userMutations } from '../../queries/user.mutations';

/**
 * An admin's decision on a registration waiting for approval: approve at once (it can be undone by
 * deactivating), refuse after a confirmation (the account is deleted).
 */
export function useRegistrationDecision(): { actions: (user: UserRecord) => ReactNode; dialog: ReactNode } {
  const intl = useIntl();
  const { users } = useUseCases();
  const queryClient = useQueryClient();
  const approve = useMutation(userMutations.approve(queryClient, users));
  const refuse = useMutation(userMutations.refuse(queryClient, users));
  const [refusing, setRefusing] = useState<UserRecord | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const decide = async (user: UserRecord, decision: 'approved' | 'refused') => {
    try {
      if (decision === 'approved') await approve.mutateAsync(user.id);
      else await refuse.mutateAsync(user.id);
      notifyDone(intl, t(`users.registration.done.${decision}`, { name: user.name }));
      setRefusing(null);
    } catch (error) {
      notifyFailed(intl, t('users.registration.failed'), error);
    }
  };

  const actions = (user: UserRecord) => (
    <Group gap={4} wrap="nowrap">
      <DecisionButton
        label={t('users.registration.approve', { name: user.name })}
        color="teal.8"
        loading={approve.isPending && approve.variables === user.id}
        onClick={() => void decide(user, 'approved')}
      >
        <IconUserCheck size={16} aria-hidden />
      </DecisionButton>
      <DecisionButton
        label={t('users.registration.refuse', { name: user.name })}
        color="red"
        onClick={() => setRefusing(user)}
      >
        <IconUserX size={16} aria-hidden />
      </DecisionButton>
    </Group>
  );

  const dialog = (
    <ConfirmDialog
      opened={refusing !== null}
      title={t('users.registration.refuseTitle')}
      confirmLabel={t('users.registration.refuseConfirm')}
      busy={refuse.isPending}
      onConfirm={() => refusing && void decide(refusing, 'refused')}
      onClose={() => setRefusing(null)}
    >
      {refusing ? t('users.registration.refuseQuestion', { name: refusing.name, email: refusing.email }) : null}
    </ConfirmDialog>
  );
  return { actions, dialog };
}

/** An approve or refuse icon button, named (and tooltipped) by what it does to whom. */
function DecisionButton({
  label,
  color,
  loading,
  onClick,
  children,
}: {
  readonly label: string;
  readonly color: string;
  readonly loading?: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} loading={loading} onClick={onClick} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
