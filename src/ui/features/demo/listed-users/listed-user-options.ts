import { LISTED_USER_ROLES, LISTED_USER_STATUSES } from '../../../../domain/demo/listed-users/listed-user.types';

/** The listed user's fields chosen from a fixed list: the edit form and the list's filters offer the same options. */
export type ListedUserChoice = 'role' | 'status';
const VALUES = { role: LISTED_USER_ROLES, status: LISTED_USER_STATUSES } as const;

export function choiceOptions(field: ListedUserChoice, t: (id: string) => string) {
  return VALUES[field].map((value) => ({ value, label: t(`listedUsers.${field}.${value}`) }));
}
