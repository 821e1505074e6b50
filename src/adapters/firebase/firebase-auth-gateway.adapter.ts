import {
  browserLocalPersistence,
  browserSessionPersistence,
  confirmPasswordReset,
  inMemoryPersistence,
  onAuthStateChanged,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { SignOutChannel } from '../../application/ports/sign-out-channel.port';
import type { Session } from '../../application/auth/session';
import { statusRefusal } from '../../application/auth/auth-service';
import { AppError } from '../../application/errors/app-error';
import { signedInCaller } from '../../application/local/signed-in-caller';
import { makeSessionSignals } from '../../application/auth/session-signals';
import type { AuthGateway } from '../../application/ports/auth-gateway.port';
import type { UserRecord } from '../../domain/user/user-record';
import type { FirebaseServices } from './firebase-app';
import { readUserRecord, type CallerRecordListener } from './firebase-caller';
import { fromFirebaseError } from './firebase-errors';

/**
 * Self-registration through the users use case (`register`): the account is made in Firebase Auth, the `pending`
 * user record by the use case, signed in as the new account (the only way the security rules accept it).
 */
export type FirebaseRegistrar = (input: {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}) => Promise<UserRecord>;

/**
 * A refused registration as the template's sign-up page reads it: its sentences at the fields, beside the code.
 */
function registrationRefusal(error: AppError): AppError {
  const sentences: Record<string, string> = {};
  if (error.code === 'user.email.taken') sentences.email = 'This email is already in use.';
  if (error.fieldErrors.name === 'required') sentences.name = 'Please enter your name.';
  if (Object.keys(sentences).length === 0) return error;
  const message = sentences.email ?? sentences.name ?? error.message;
  return new AppError(error.kind, message, {
    code: error.code,
    fieldErrors: { ...error.fieldErrors, ...sentences },
    cause: error,
  });
}

/**
 * Firebase Auth for the account, the `users` record for who the person is in the company: the role
 * comes from that record (which the security rules guard), never from the browser; an account whose record is
 * missing, pending, inactive or blocked is signed out again with the reason. `callerReads` tells of the user record
 * each call of the Firestore backend re-reads: when an admin deactivated the account (the call is refused with the
 * record's stable code) or changed its role, the session is told once, as the REST backends tell it.
 */
export function createFirebaseAuthGateway(
  { auth, liteDb }: Pick<FirebaseServices, 'auth' | 'liteDb'>,
  registrar: FirebaseRegistrar | null = null,
  signOuts: SignOutChannel | null = null,
  callerReads: ((listener: CallerRecordListener) => void) | null = null,
): AuthGateway {
  const signals = makeSessionSignals();
  let signedInUid: string | null = null;
  let current: Session | null = null;

  callerReads?.((uid, record) => {
    if (uid !== signedInUid || !current) return;
    let caller;
    try {
      caller = signedInCaller(record);
    } catch (error) {
      const code = error instanceof AppError && error.code ? error.code : 'auth.account.inactive';
      signedInUid = null;
      current = null;
      signals.accountChanged({ kind: 'refused', code });
      return;
    }
    if (caller.role === current.role) return;
    current = { ...current, name: caller.name, role: caller.role };
    const session = current;
    signals.accountChanged({ kind: 'role', session });
  });

  // Another tab signed out: a session kept for this tab alone ends too (one sign-out, all tabs).
  // Firebase may have ended this tab's session itself a moment earlier (a shared persistence): still say so.
  signOuts?.listen(() => {
    signedInUid = null;
    void signOut(auth).catch(() => undefined);
    signals.signedOutElsewhere();
  });

  // Firebase ends a session by itself when the account is disabled or its token revoked.
  onAuthStateChanged(auth, (user) => {
    if (!user && signedInUid) {
      signedInUid = null;
      signals.ended();
    }
  });

  async function sessionFor(user: User): Promise<Session> {
    const record = await readUserRecord({ liteDb }, user.uid);
    const caller = signedInCaller(record);
    return {
      userId: caller.id,
      name: caller.name,
      email: record?.email || (user.email ?? ''),
      role: caller.role,
      loggedInWith: 'firebase',
    };
  }

  async function adopt(user: User): Promise<Session> {
    try {
      const session = await sessionFor(user);
      if (user.displayName !== session.name) await updateProfile(user, { displayName: session.name });
      signedInUid = user.uid;
      current = session;
      return session;
    } catch (error) {
      signedInUid = null;
      current = null;
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
    /** The account is made and waits for an admin: nobody is signed in afterwards, and the answer says why. */
    async register({ name, email, password }) {
      if (!registrar) throw new AppError('forbidden', 'Accounts are created by an administrator.');
      let record: UserRecord;
      try {
        // The new account is signed in only while its record is written; nothing of it stays in the browser.
        await setPersistence(auth, inMemoryPersistence);
        record = await registrar({ name, email, password });
      } catch (error) {
        throw registrationRefusal(fromFirebaseError(error));
      } finally {
        signedInUid = null;
        await signOut(auth).catch(() => undefined);
      }
      if (record.status === 'pending') return { pending: true };
      throw (
        statusRefusal(record) ??
        new AppError('forbidden', 'Sign in with the new account.', { code: 'auth.session.invalid' })
      );
    },
    async restore() {
      await auth.authStateReady();
      return auth.currentUser ? adopt(auth.currentUser) : null;
    },
    async logout() {
      signedInUid = null;
      current = null;
      await signOut(auth).catch((error: unknown) => {
        throw fromFirebaseError(error);
      });
      signOuts?.announce();
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
    ...signals.subscriptions,
  };
}
