/** setTimeout's longest delay; a longer wait is taken in steps. */
const LONGEST_DELAY_MS = 2_147_483_647;

/**
 * Waits until `remainingMs` says the session is idle, asking again when the wait ends (another tab's input
 * may have moved the deadline), then calls `onIdle`; when that answers false (input came in between), waits
 * again. `check` asks at once, for a tab that comes back into view after the computer slept. Returns the stop.
 */
export function startIdleTimer(
  remainingMs: () => number,
  onIdle: () => Promise<boolean>,
): { readonly check: () => void; readonly stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let expiring = false;
  const check = () => {
    clearTimeout(timer);
    if (stopped || expiring) return;
    const left = remainingMs();
    if (left > 0) {
      timer = setTimeout(check, Math.min(left, LONGEST_DELAY_MS));
      return;
    }
    expiring = true;
    void onIdle().then(
      (ended) => {
        expiring = false;
        if (!ended) check();
      },
      () => {
        expiring = false;
      },
    );
  };
  check();
  return {
    check,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
