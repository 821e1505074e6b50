import { doc, getDoc } from 'firebase/firestore/lite';
import { refusals } from '../../application/errors/refusals';
import { signedInCaller } from '../../application/local/signed-in-caller';
import type { CallerSource } from '../../application/ports/caller-source.port';
import type { UserRecord } from '../../domain/user/user-record';
import type { FirebaseServices } from './firebase-app';
import { guarded } from './firebase-errors';
import { fromDocument } from './firestore-master-data-documents';

/** The user record of a sign-in account (its document id is the account's uid), or null when it has none. */
export function readUserRecord(services: Pick<FirebaseServices, 'liteDb'>, uid: string): Promise<UserRecord | null> {
  return guarded(async () => {
    const snap = await getDoc(doc(services.liteDb, 'users', uid));
    return snap.exists() ? fromDocument('users', uid, snap.data()) : null;
  });
}

/** Told the user record of the signed-in account each time a call re-reads it (null: the account has none). */
export type CallerRecordListener = (uid: string, record: UserRecord | null) => void;

/**
 * The signed-in Firebase account as the use cases' caller, re-read from its user record on every call, so a
 * deactivated or demoted member of staff is refused or acts in the new role at once; `seen` is told each record read
 * (the auth gateway tells the session about a change from it).
 */
export function createFirebaseCallerSource(
  services: Pick<FirebaseServices, 'auth' | 'liteDb'>,
  seen: CallerRecordListener = () => undefined,
): CallerSource {
  return {
    async current() {
      const uid = services.auth.currentUser?.uid;
      if (!uid) throw refusals.signedOut();
      const record = await readUserRecord(services, uid);
      seen(uid, record);
      return signedInCaller(record);
    },
  };
}
