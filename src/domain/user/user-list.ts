import type { ListIndexConfig } from '../shared/list-query';
import type { UserRecord } from './user-record';

export const USER_SORT_FIELDS = ['name', 'email', 'rule', 'status'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export type UserFilterField = 'rule' | 'status';

export const userListConfig: ListIndexConfig<UserRecord, UserSortField, UserFilterField> = {
  searchText: (u) => `${u.name} ${u.email}`,
  sortKeys: { name: (u) => u.name, email: (u) => u.email, rule: (u) => u.rule, status: (u) => u.status },
  filterKeys: { rule: (u) => u.rule, status: (u) => u.status },
};

export function findByEmail(users: readonly UserRecord[], email: string, exceptId?: string): UserRecord | undefined {
  const key = email.trim().toLowerCase();
  return users.find((u) => u.id !== exceptId && u.email.toLowerCase() === key);
}
