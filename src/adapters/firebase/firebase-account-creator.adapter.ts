import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import type { AuthAccounts } from '../../application/ports/auth-accounts.port';
import { createFirebaseServices, type FirebaseSettings } from './firebase-app';
import { fromFirebaseError } from './firebase-errors';

/**
 * Creating a Firebase account signs the SDK in as the new account. A separate, memory-only app
 * does it, so the admin who creates it stays signed in on the main one.
 */
export function createFirebaseAccountCreator(settings: FirebaseSettings): AuthAccounts {
  let counter = 0;
  return {
    async create(email, password) {
      counter += 1;
      const creator = createFirebaseServices(settings, `account-creator-${counter}`, true);
      try {
        const credential = await createUserWithEmailAndPassword(creator.auth, email, password);
        await signOut(creator.auth);
        return { authId: credential.user.uid };
      } catch (error) {
        throw fromFirebaseError(error);
      } finally {
        await creator.dispose();
      }
    },
    // The client SDK cannot delete another account; without a staff record the account reads nothing.
    remove: async () => undefined,
  };
}
