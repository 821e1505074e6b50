import { FirebaseError } from 'firebase/app';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  signInWithEmailAndPassword,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthAccounts } from '../../application/ports/auth-accounts.port';
import { normaliseEmail } from '../../domain/contact/field-rules';
import type { UserRecord } from '../../domain/user/user-record';
import type { FirebaseRegistrar } from './firebase-auth-gateway.adapter';
import { fromFirebaseError } from './firebase-errors';

type Register = (
  accounts: AuthAccounts,
  input: { readonly name: string; readonly email: string; readonly password: string },
) => Promise<UserRecord>;

/**
 * Someone registering themself. The account comes first, made on the main app, so the person is signed in as it
 * while the users use case checks the address and writes the `pending` record: the security rules let a new
 * account read only the claim on its own e-mail and write only its own pending record. The use case gets that
 * account as the one it "creates". Firebase Auth keeps accounts the client SDK cannot delete (a refused
 * registration, a record that could not be written); whoever holds such an account's password takes it up again.
 * An account made here is deleted again when the registration fails.
 */
export function createFirebaseRegistrar(auth: Auth, register: Register): FirebaseRegistrar {
  async function ownAccount(email: string, password: string): Promise<{ user: User; made: boolean }> {
    try {
      return { user: (await createUserWithEmailAndPassword(auth, email, password)).user, made: true };
    } catch (error) {
      if (!(error instanceof FirebaseError && error.code === 'auth/email-already-in-use')) throw error;
      const taken = await signInWithEmailAndPassword(auth, email, password).catch(() => {
        throw error;
      });
      return { user: taken.user, made: false };
    }
  }

  return async (input) => {
    const email = normaliseEmail(input.email);
    let account: { user: User; made: boolean };
    try {
      account = await ownAccount(email, input.password);
    } catch (error) {
      throw fromFirebaseError(error);
    }
    const { user, made } = account;
    const accounts: AuthAccounts = {
      create: async () => ({ authId: user.uid }),
      remove: async () => undefined,
    };
    try {
      return await register(accounts, input);
    } catch (error) {
      if (made) await deleteUser(user).catch(() => undefined);
      throw error;
    }
  };
}
