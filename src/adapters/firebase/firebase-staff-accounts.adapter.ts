import { createUserWithEmailAndPassword, deleteUser } from 'firebase/auth';
import type { AuthAccounts } from '../../application/ports/auth-accounts.port';
import { createFirebaseServices, type FirebaseServices, type FirebaseSettings } from './firebase-app';
import { fromFirebaseError, guarded } from './firebase-errors';

/**
 * Sign-in accounts for staff an admin creates. Creating a Firebase account signs the SDK in as the new account,
 * so a separate, memory-only app does it and the admin stays signed in on the main one. The client SDK deletes
 * only the account it is signed in as: the last account made stays signed in on its own app until the next one,
 * so that a failed record write can delete it again; any other account stays in Firebase Auth (without a user
 * record it can read nothing).
 */
export function createFirebaseStaffAccounts(settings: FirebaseSettings): AuthAccounts {
  let counter = 0;
  let last: { readonly uid: string; readonly services: FirebaseServices } | null = null;
  const release = async () => {
    const held = last;
    last = null;
    await held?.services.dispose();
  };
  return {
    async create(email, password) {
      await release();
      counter += 1;
      const creator = createFirebaseServices(settings, `account-creator-${counter}`, true);
      try {
        const credential = await createUserWithEmailAndPassword(creator.auth, email, password);
        last = { uid: credential.user.uid, services: creator };
        return { authId: credential.user.uid };
      } catch (error) {
        await creator.dispose();
        throw fromFirebaseError(error);
      }
    },
    async remove(authId) {
      if (last?.uid !== authId) return;
      const user = last.services.auth.currentUser;
      try {
        if (user) await guarded(() => deleteUser(user));
      } finally {
        await release();
      }
    },
  };
}
