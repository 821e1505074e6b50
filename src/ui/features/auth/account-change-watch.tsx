import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { mayOpen } from '../../../domain/acl/route-access';
import { useUseCases } from '../../app-context';

/**
 * An admin changed the signed-in account while it worked. Deactivated: its session has ended, the login page
 * says why. Demoted (or promoted): one notification, the screens load again under the new role, and a page
 * the role may not open gives way to the not-authorized page.
 */
export function AccountChangeWatch() {
  const { auth } = useUseCases();
  const router = useRouter();
  const queryClient = useQueryClient();
  const intl = useIntl();

  useEffect(
    () =>
      auth.onAccountChanged((change) => {
        if (change.kind === 'refused') {
          queryClient.clear();
          void router.navigate({ to: '/pages/login', ignoreBlocker: true, replace: true });
          return;
        }
        const { role } = change.session;
        notifications.show({
          id: 'account-role-changed',
          color: 'orange',
          message: intl.formatMessage({ id: 'auth.account.roleChanged' }, { role }),
        });
        void queryClient.invalidateQueries();
        if (!mayOpen(role, router.state.location.pathname)) {
          void router.navigate({ to: '/misc/not-authorized', ignoreBlocker: true, replace: true });
        }
      }),
    [auth, router, queryClient, intl],
  );
  return null;
}
