import type { ListedUser } from './listed-user.types';

/** 'all' (or absent) means no restriction on that column. */
export interface ListedUserFilter {
  readonly role?: string;
  readonly status?: string;
  readonly verified?: 'all' | 'yes' | 'no';
  readonly department?: string;
  readonly search?: string;
}

const any = (v: string | undefined): boolean => v === undefined || v === '' || v === 'all';

export function filterListedUsers(users: readonly ListedUser[], filter: ListedUserFilter): ListedUser[] {
  const needle = (filter.search ?? '').trim().toLowerCase();
  return users.filter(
    (u) =>
      (any(filter.role) || u.role === filter.role) &&
      (any(filter.status) || u.status === filter.status) &&
      (any(filter.verified) || u.is_verified === (filter.verified === 'yes')) &&
      (any(filter.department) || u.department === filter.department) &&
      (needle === '' || [u.name, u.username, u.email, u.country].some((f) => f.toLowerCase().includes(needle))),
  );
}

export function departmentsOf(users: readonly ListedUser[]): string[] {
  return [...new Set(users.map((u) => u.department))].sort();
}

export function findListedUser(users: readonly ListedUser[], id: number): ListedUser | undefined {
  return users.find((u) => u.id === id);
}

export type ListedUserEdit = Pick<
  ListedUser,
  'username' | 'name' | 'email' | 'role' | 'status' | 'department' | 'country'
>;
export type ListedUserErrors = Partial<Record<'username' | 'name' | 'email', 'required' | 'invalid'>>;

export function validateListedUser(edit: ListedUserEdit): ListedUserErrors {
  const errors: ListedUserErrors = {};
  if (edit.username.trim() === '') errors.username = 'required';
  if (edit.name.trim() === '') errors.name = 'required';
  if (edit.email.trim() === '') errors.email = 'required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(edit.email.trim())) errors.email = 'invalid';
  return errors;
}

export function applyListedUserEdit(users: readonly ListedUser[], id: number, edit: ListedUserEdit): ListedUser[] {
  return users.map((u) => (u.id === id ? { ...u, ...edit } : u));
}
