import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useUseCases } from '../../app-context';
import { startIdleTimer } from './idle-timer';

/** The input that counts as activity; listened to in the capture phase, passively, so nothing is slowed. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Signs an idle session out: notes this tab's input, waits for the idle deadline (shared by every tab),
 * then ends the session and opens the login page, which says why. What a form held is kept by the form
 * (see useFormSave's draft), so the leave-without-saving question is not asked.
 */
export function IdleSessionWatch() {
  const { auth } = useUseCases();
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    const note = () => auth.idle.noteActivity();
    const options = { capture: true, passive: true } as const;
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, note, options));
    const timer = startIdleTimer(auth.idle.remainingMs, async () => {
      const redirect = router.state.location.href;
      const ended = await auth.idle.expire();
      if (ended) {
        queryClient.clear();
        // In place of the form: after signing in, leaving the form goes back to where it was opened from.
        await router.navigate({ to: '/pages/login', search: { redirect }, ignoreBlocker: true, replace: true });
      }
      return ended;
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      INPUT_EVENTS.forEach((type) => window.removeEventListener(type, note, options));
      document.removeEventListener('visibilitychange', onVisible);
      timer.stop();
    };
  }, [auth, router, queryClient]);
  return null;
}
