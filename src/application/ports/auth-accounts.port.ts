/**
 * Sign-in accounts for staff: Firebase Auth in firebase mode, the credential table of the REST backends otherwise.
 * The user record is written by the users use cases, keyed by the returned id.
 */
export interface AuthAccounts {
  create(email: string, password: string): Promise<{ authId: string }>;
  /** Removes the account (a compensation when the user record could not be written, or a deleted user). */
  remove(authId: string): Promise<void>;
}
