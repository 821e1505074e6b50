import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useUseCases } from '../../app-context';

const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then(({ SessionExpiredDialog: Dialog }) => ({ default: Dialog })),
);

/**
 * Watches for the backend ending the session mid-work. The dialog (a sign-in form with its form library) is
 * fetched the first time that happens, not with every signed-in screen; once there it stays mounted.
 */
export function SessionExpiryWatch() {
  const { auth } = useUseCases();
  const expired = useSyncExternalStore(auth.expiry.subscribe, auth.expiry.isRaised, auth.expiry.isRaised);
  const [wanted, setWanted] = useState(expired);
  if (expired && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  ) : null;
}
