import type { AttemptCount, AttemptDecision } from '../../domain/session/attempt-throttle';
import { AppError } from '../errors/app-error';
import type { AttemptStore } from '../ports/store/auth-stores.port';

/** Swaps given up on under contention: the attempt is refused as throttled rather than counted twice. */
const MAX_SWAPS = 50;

export const throttled = (retryAfterSeconds: number) =>
  new AppError('forbidden', 'Too many attempts. Wait, then try again.', {
    code: 'auth.throttled',
    details: { retryAfterSeconds },
  });

/**
 * Counts one attempt under `key` before it is evaluated, or throws `auth.throttled` with the wait. Reading and
 * writing go through an atomic swap, so attempts made at once are counted one by one: N parallel guesses get at
 * most the evaluations the rule allows.
 */
export async function reserveAttempt(
  store: AttemptStore,
  key: string,
  decide: (seen: AttemptCount | null) => AttemptDecision,
): Promise<void> {
  for (let i = 0; i < MAX_SWAPS; i += 1) {
    const seen = await store.read(key);
    const decision = decide(seen);
    if (!decision.allowed) throw throttled(decision.retryAfterSeconds);
    if (await store.swap(key, seen, decision.next)) return;
  }
  throw throttled(1);
}
