import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { useEffect } from 'react';
import { mayOpen } from '../../domain/acl/route-access';
import { AccountChangeWatch } from '../features/auth/account-change-watch';
import { IdleSessionWatch } from '../features/auth/idle-session-watch';
import { SessionExpiryWatch } from '../features/auth/session-expiry-watch';
import { AppFrame } from '../layouts/app-frame';

/**
 * Everything but the blank-layout pages needs a signed-in member of staff: the session is restored
 * once from this browser (re-verified by the backend), then the role is checked against the path.
 * Only then is the query client loaded; its routes find it in their context, its screens through
 * the provider below.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    const session = context.session.current() ?? (await context.useCases.auth.restore());
    if (!session) {
      throw redirect({ to: '/pages/login', search: { redirect: location.href } });
    }
    if (!mayOpen(session.role, location.pathname)) {
      throw redirect({ to: '/misc/not-authorized' });
    }
    return { queryClient: await context.loadQueryClient() };
  },
  component: AppLayout,
});

function AppLayout() {
  const { queryClient, useCases, session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // Signed out in another tab: this one's session is gone too, and what it showed is not for the next person.
  // The word may have come between the route's check and this frame's first paint: then it is acted on now.
  useEffect(() => {
    const toLogin = () => {
      queryClient.clear();
      void navigate({ to: '/pages/login', ignoreBlocker: true, replace: true });
    };
    const stop = useCases.auth.onSignedOutElsewhere(toLogin);
    if (!session.current()) toLogin();
    return stop;
  }, [queryClient, useCases, session, navigate]);
  // Another tab changed the demo data: what this tab shows is out of date, so the screens on view load again.
  useEffect(
    () => useCases.app.onDemoDataChangedElsewhere(() => void queryClient.invalidateQueries()),
    [queryClient, useCases],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AppFrame>
        <Outlet />
        <SessionExpiryWatch />
        <IdleSessionWatch />
        <AccountChangeWatch />
      </AppFrame>
    </QueryClientProvider>
  );
}
