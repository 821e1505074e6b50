import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { AppFrame } from '../layouts/app-frame';

/** Everything but the blank-layout pages needs a signed-in member of staff. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.current()) {
      throw redirect({ to: '/pages/login', search: { redirect: location.href } });
    }
  },
  component: () => (
    <AppFrame>
      <Outlet />
    </AppFrame>
  ),
});
