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
}

/** Failed sign-ins per key ('account:<email>', 'address:<ip>'), for throttling. */
export interface LoginAttemptStore {
  failuresSince(key: string, since: string): Promise<number>;
  recordFailure(key: string, at: string): Promise<void>;
  clear(key: string): Promise<void>;
}
