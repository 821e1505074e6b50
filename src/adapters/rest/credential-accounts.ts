import type { AuthAccounts } from '../../application/ports/auth-accounts.port';
import type { IdSource, PasswordHasher } from '../../application/ports/security.port';
import type { CredentialStore } from '../../application/ports/store/auth-stores.port';

/** Sign-in accounts of the REST backends: a password hash per account id in the credential store. */
export function createCredentialAccounts(
  credentials: CredentialStore,
  hasher: PasswordHasher,
  ids: IdSource,
): AuthAccounts {
  return {
    async create(_email, password) {
      const authId = ids.newId('u');
      await credentials.setPasswordHash(authId, await hasher.hash(password));
      return { authId };
    },
    remove: (authId) => credentials.remove(authId),
  };
}
