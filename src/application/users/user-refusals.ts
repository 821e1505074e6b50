import type { NewUser, UserEdit, UserRecord } from '../../domain/user/user-record';
import {
  canCreateUser,
  canDecideRegistration,
  canDeleteUser,
  canEditUser,
  validateNewUser,
  validateUserEdit,
  type Actor,
  type UserDecision,
} from '../../domain/user/user-rules';
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

/** Each user rule, refused when it says no: what the browser's use cases and the service both enforce. */
export const userGuard = {
  create: (actor: Actor) => enforceUserDecision(canCreateUser(actor)),
  edit: (actor: Actor, before: UserRecord, edit: UserEdit) => enforceUserDecision(canEditUser(actor, before, edit)),
  remove: (actor: Actor, target: UserRecord) => enforceUserDecision(canDeleteUser(actor, target)),
  decide: (actor: Actor, target: UserRecord) => enforceUserDecision(canDecideRegistration(actor, target)),
  newUser: (input: NewUser) => refuseInvalidUser(validateNewUser(input)),
  edited: (edit: UserEdit) => refuseInvalidUser(validateUserEdit(edit)),
};
