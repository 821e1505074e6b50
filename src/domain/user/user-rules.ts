import { isAcceptablePassword } from './password-rule';
import { can } from '../acl/permissions';
import type { Role } from '../acl/role';
import { isEmail, normaliseEmail, type FieldErrors } from '../contact/field-rules';
import type { NewUser, UserEdit, UserRecord } from './user-record';

export interface Actor {
  readonly userId: string;
  readonly role: Role;
}

export type UserDecision = 'ok' | 'notAdmin' | 'ownRole' | 'ownStatus' | 'self';

export function validateNewUser(input: NewUser): FieldErrors<keyof NewUser> {
  const e: Partial<Record<keyof NewUser, string>> = {};
  if (input.name.trim() === '') e.name = 'required';
  else if (input.name.trim().length > 200) e.name = 'tooLong';
  const email = normaliseEmail(input.email);
  if (email === '') e.email = 'required';
  else if (!isEmail(email)) e.email = 'email';
  if (!isAcceptablePassword(input.password)) e.password = 'password';
  return e;
}

export function validateUserEdit(edit: UserEdit): FieldErrors<keyof UserEdit> {
  if (edit.name.trim() === '') return { name: 'required' };
  if (edit.name.trim().length > 200) return { name: 'tooLong' };
  return {};
}

/** The record belongs to the signed-in actor (by document id or account id). */
export function isSelf(actor: Actor, record: Pick<UserRecord, 'id' | 'auth'>): boolean {
  return actor.userId === record.id || actor.userId === record.auth;
}

export function canCreateUser(actor: Actor): UserDecision {
  return can(actor.role, 'users.manage') ? 'ok' : 'notAdmin';
}

/** Admins edit users; nobody changes their own role or status (an admin could lock everyone out). */
export function canEditUser(actor: Actor, before: UserRecord, edit: UserEdit): UserDecision {
  if (!can(actor.role, 'users.manage')) return 'notAdmin';
  if (isSelf(actor, before) && edit.rule !== before.rule) return 'ownRole';
  if (isSelf(actor, before) && edit.status !== before.status) return 'ownStatus';
  return 'ok';
}

export function canDeleteUser(actor: Actor, record: UserRecord): UserDecision {
  if (!can(actor.role, 'users.manage')) return 'notAdmin';
  return isSelf(actor, record) ? 'self' : 'ok';
}

/** A user with history (freight they created or changed) is deactivated instead of deleted. */
export function deletionMode(hasHistory: boolean): 'delete' | 'deactivate' {
  return hasHistory ? 'deactivate' : 'delete';
}

/** Only admins decide on a registration, and only while it is pending. */
export function canDecideRegistration(actor: Actor, record: UserRecord): UserDecision | 'notPending' {
  if (!can(actor.role, 'users.manage')) return 'notAdmin';
  return record.status === 'pending' ? 'ok' : 'notPending';
}
