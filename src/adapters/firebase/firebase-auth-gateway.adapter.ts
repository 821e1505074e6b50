import {
  browserLocalPersistence,
  browserSessionPersistence,
  confirmPasswordReset,
  onAuthStateChanged,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { isRole } from '../../domain/acl/role';
import type { Session } from '../../application/auth/session';
import { AppError } from '../../application/errors/app-error';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import type { FirebaseServices } from './firebase-app';
import { fromFirebaseError } from './firebase-errors';

/**
 * Firebase Auth for the account, the `users` record for who the person is in the company: the role
 * comes from that record (which the security rules guard), never from the browser.
 */
export function createFirebaseAuthGateway({
  auth,
  liteDb: db,
}: Pick<FirebaseServices, 'auth' | 'liteDb'>): AuthGateway {
  const ended = new Set<() => void>();
  let signedInUid: string | null = null;

  // Firebase ends a session by itself when the account is disabled or its token revoked.
  onAuthStateChanged(auth, (user) => {
    if (!user && signedInUid) {
      signedInUid = null;
      ended.forEach((listener) => listener());
    }
  });

  async function sessionFor(user: User): Promise<Session> {
    const found = await getDocs(query(collection(db, 'users'), where('auth', '==', user.uid), limit(1)));
    const record = found.docs[0];
    if (!record) throw new AppError('forbidden', 'No staff record for this account.');
    const data = record.data();
    if (data.status !== 'active') throw new AppError('forbidden', 'This account is not active.');
    if (!isRole(data.rule)) throw new AppError('forbidden', 'No staff record for this account.');
    const name = typeof data.name === 'string' ? data.name : (user.email ?? '');
    return {
      userId: record.id,
      name,
      email: typeof data.email === 'string' ? data.email : (user.email ?? ''),
      role: data.rule,
      loggedInWith: 'firebase',
    };
  }

  async function adopt(user: User): Promise<Session> {
    try {
      const session = await sessionFor(user);
      if (user.displayName !== session.name) await updateProfile(user, { displayName: session.name });
      signedInUid = user.uid;
      return session;
    } catch (error) {
      signedInUid = null;
      await signOut(auth).catch(() => undefined);
      throw fromFirebaseError(error);
    }
  }

  return {
    provider: 'firebase',
    demoAccounts: [],
    async login({ email, password, remember }) {
      try {
        await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
        const credential = await signInWithEmailAndPassword(auth, email, password);
        return await adopt(credential.user);
      } catch (error) {
        throw fromFirebaseError(error);
      }
    },
    async register() {
      // Staff records are created by an administrator (Firestore rules refuse anything else), so
      // self-registration would only leave an orphan sign-in account behind.
      throw new AppError('forbidden', 'Accounts are created by an administrator.');
    },
    async restore() {
      await auth.authStateReady();
      return auth.currentUser ? adopt(auth.currentUser) : null;
    },
    async logout() {
      signedInUid = null;
      await signOut(auth).catch((error: unknown) => {
        throw fromFirebaseError(error);
      });
    },
    async requestPasswordReset(email) {
      try {
        await sendPasswordResetEmail(auth, email);
      } catch (error) {
        // Same answer for unknown addresses: the page must not reveal who has an account.
        if (fromFirebaseError(error).message !== 'Email Or Password Invalid') throw fromFirebaseError(error);
      }
    },
    async resetPassword(code, password) {
      try {
        await confirmPasswordReset(auth, code, password);
      } catch (error) {
        throw fromFirebaseError(error);
      }
    },
    onSessionEnded(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
  };
}
