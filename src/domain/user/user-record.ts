import type { Role } from '../acl/role';

/** `pending`: registered by themselves and waiting for an admin; cannot sign in until approved. */
export const USER_STATUSES = ['active', 'inactive', 'blocked', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}

/**
 * A staff user record (collection `users`: name, auth, email, status, rule).
 * `id` is the document id; `auth` the id of the sign-in account (in Firestore they are the same).
 */
export interface UserFields {
  readonly name: string;
  readonly auth: string;
  readonly email: string;
  readonly status: UserStatus;
  readonly rule: Role;
}

export interface UserRecord extends UserFields {
  readonly id: string;
  /** When it was last saved: a save names the version it started from, so a newer save is never overwritten. */
  readonly updatedAt: string;
}

/** What an admin types to create a member of staff: the sign-in account and the record. */
export interface NewUser {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly rule: Role;
}

/** What an edit may change (email and account stay tied to the sign-in account). */
export interface UserEdit {
  readonly name: string;
  readonly rule: Role;
  readonly status: UserStatus;
}

/** Users an admin creates start active (self-registered ones wait as pending). */
export function newUserFields(input: NewUser, authId: string): UserFields {
  return {
    name: input.name.trim(),
    auth: authId,
    email: input.email.trim().toLowerCase(),
    status: 'active',
    rule: input.rule,
  };
}

/** An edit replaces the whole record, built from the stored one plus the edit. */
export function applyUserEdit(record: UserRecord, edit: UserEdit): UserFields {
  return { name: edit.name.trim(), auth: record.auth, email: record.email, status: edit.status, rule: edit.rule };
}

/** A self-registered account: a `user` waiting for an admin's approval. */
export function pendingUserFields(
  input: { readonly name: string; readonly email: string },
  authId: string,
): UserFields {
  return {
    name: input.name.trim(),
    auth: authId,
    email: input.email.trim().toLowerCase(),
    status: 'pending',
    rule: 'user',
  };
}
