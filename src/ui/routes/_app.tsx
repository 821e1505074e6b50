import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { mayOpen } from '../../domain/acl/route-access';
import { AccountChangeWatch } from '../features/auth/account-change-watch';
import { IdleSessionWatch } from '../features/auth/idle-session-watch';
import { SessionExpiryWatch } from '../features/auth/session-expiry-watch';
import { AppFrame } from '../layouts/app-frame';
import { FramePending } from '../layouts/frame-pending';
import { useLiveQueryUpdates } from '../queries/live-invalidation';

/**
 * Everything but the blank-layout pages needs a signed-in member of staff: the session is restored
 * once from this browser (re-verified by the backend), then the role is checked against the path; the frame's
 * outline stands meanwhile.
 * Only then is the query client loaded; its routes find it in their context, its screens through
 * the provider below.
 */
export const Route = createFileRoute('/_app')({
  // The outline travels with the frame's chunk (fetched before the first render of a signed-in screen), not in the
  // eager bundle the sign-in pages load too.
  codeSplitGroupings: [['component', 'pendingComponent']],
  beforeLoad: async ({ context, location }) => {
    // Fetched alongside the restore (a signed-out visit leaves it unused); a failed fetch is met below.
    const queryClient = context.loadQueryClient();
    queryClient.catch(() => undefined);
    const session = context.session.current() ?? (await context.useCases.auth.restore());
    if (!session) {
      throw redirect({ to: '/pages/login', search: { redirect: location.href } });
    }
    if (!mayOpen(session.role, location.pathname)) {
      throw redirect({ to: '/misc/not-authorized' });
    }
    return { queryClient: await queryClient };
  },
  // The frame's outline paints at once while the session is restored (the backend may still be starting), and
  // gives way as soon as the page is there.
  pendingComponent: FramePending,
  pendingMs: 0,
  pendingMinMs: 0,
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
  // What others commit reaches the screens on view at once (the backend's event stream, where it has one).
  useLiveQueryUpdates(queryClient, useCases.live, session);
  // The frame and its first page are a large tree: rendered in a transition, React yields to the browser every few
  // milliseconds while it builds them (a tap or a key is answered meanwhile) instead of holding the main thread for
  // the whole render. The outline stands until then.
  const [built, setBuilt] = useState(false);
  useEffect(() => startTransition(() => setBuilt(true)), []);
  if (!built) return <FramePending />;
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
