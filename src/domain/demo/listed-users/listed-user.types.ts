import type { DemoRecord, ValueOf } from '../demo-record';

export const LISTED_USER_ROLES = ['user', 'staff', 'editor', 'admin'] as const;
export type ListedUserRole = ValueOf<typeof LISTED_USER_ROLES>;

export const LISTED_USER_STATUSES = ['active', 'blocked', 'deactivated'] as const;
export type ListedUserStatus = ValueOf<typeof LISTED_USER_STATUSES>;

export interface ListedUser extends DemoRecord {
  readonly username: string;
  readonly avatar: string;
  readonly email: string;
  readonly name: string;
  readonly country: string;
  readonly role: ListedUserRole;
  readonly status: ListedUserStatus;
  readonly is_verified: boolean;
  readonly department: string;
}
