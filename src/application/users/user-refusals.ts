import type { UserDecision } from '../../domain/user/user-rules';
import { refusals } from '../errors/refusals';

/**
 * The user rules' decisions as refusals, the same in the browser's use cases (before the round trip) and in the
 * service that decides again.
 */
export function enforceUserDecision(decision: UserDecision | 'notPending'): void {
  if (decision === 'ok') return;
  if (decision === 'notAdmin') throw refusals.forbidden('user.adminOnly');
  if (decision === 'notPending') throw refusals.conflict('user.notPending');
  const field = decision === 'ownRole' ? 'rule' : decision === 'ownStatus' ? 'status' : 'id';
  throw refusals.selfChange(decision, field);
}

/** Refuses field errors the user rules found (codes per field); nothing when there are none. */
export function refuseInvalidUser(errors: Readonly<Partial<Record<string, string>>>): void {
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  if (entries.length > 0) throw refusals.invalid(Object.fromEntries(entries));
}
