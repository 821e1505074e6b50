import type { AttemptCount } from '../../../domain/session/attempt-throttle';

/**
 * What the REST backends (the browser mock and the Node server) keep to sign staff in. Firebase keeps the
 * equivalent in Firebase Auth, so these have no Firestore implementation.
 */
export interface CredentialStore {
  passwordHash(userId: string): Promise<string | null>;
  setPasswordHash(userId: string, hash: string): Promise<void>;
  remove(userId: string): Promise<void>;
}

export interface RefreshTokenRow {
  /** A digest of the token: the token itself is never stored. */
  readonly tokenHash: string;
  readonly userId: string;
  /** Tokens rotated from one sign-in share a family; reuse of a spent token revokes the whole family. */
  readonly family: string;
  readonly expiresAt: string;
  /** The end of the whole sign-in, whatever its rotations (null on tokens issued before there was one). */
  readonly familyExpiresAt: string | null;
  readonly usedAt: string | null;
  readonly revokedAt: string | null;
}

export interface RefreshTokenStore {
  insert(row: RefreshTokenRow): Promise<void>;
  find(tokenHash: string): Promise<RefreshTokenRow | null>;
  /** Marks the token spent; false when it was already spent or revoked (a concurrent refresh won). */
  spend(tokenHash: string, at: string): Promise<boolean>;
  revokeFamily(family: string, at: string): Promise<void>;
  revokeUser(userId: string, at: string): Promise<void>;
  /** Deletes tokens expired before `at` (spent or revoked ones included); how many went. */
  purgeExpired(at: string): Promise<number>;
}

/**
 * Attempt counts per key ('signin:<email>|<address>', 'signin-address:<ip>', ...), for throttling. The rules are the
 * domain's (`attempt-throttle.ts`); a store only keeps counts and swaps one atomically.
 */
export interface AttemptStore {
  read(key: string): Promise<AttemptCount | null>;
  /** Writes `next` only while the key still holds `seen` (null: no row); false when another attempt came first. */
  swap(key: string, seen: AttemptCount | null, next: AttemptCount): Promise<boolean>;
  /** Takes one attempt back off the count (it succeeded). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Deletes counts whose latest attempt is before `at`; how many went. */
  purge(at: string): Promise<number>;
}

/** Settings an admin changes at run time (e.g. whether self-registration is open), as JSON values by name. */
export interface SettingStore {
  get(name: string): Promise<unknown>;
  set(name: string, value: unknown): Promise<void>;
}
