/**
 * Sign-in accounts that an admin creates for new staff (the user record is written separately by
 * the users repository, with `auth` set to the returned id). Firebase needs it; the REST contract
 * creates both in one call.
 */
export interface AuthAccounts {
  create(email: string, password: string): Promise<{ authId: string }>;
}
