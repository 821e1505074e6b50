/**
 * A password a person may set (a new account's, a reset's): long enough to resist guessing (12, current guidance),
 * short enough to hash. Only new passwords are checked: existing accounts keep signing in with theirs.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

export function isAcceptablePassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && password.length <= MAX_PASSWORD_LENGTH;
}
