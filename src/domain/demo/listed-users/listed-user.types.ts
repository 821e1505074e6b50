export const LISTED_USER_ROLES = ['user', 'staff', 'editor', 'admin'] as const;
export type ListedUserRole = (typeof LISTED_USER_ROLES)[number];

export const LISTED_USER_STATUSES = ['active', 'blocked', 'deactivated'] as const;
export type ListedUserStatus = (typeof LISTED_USER_STATUSES)[number];

export interface ListedUser {
  readonly id: number;
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
