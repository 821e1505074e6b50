import type { Role } from '../../domain/acl/role';

/** Password hashing (scrypt on the server); the hash string carries its own parameters and salt. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /** True for a hash made at a lower cost than new hashes get (made again at the next successful sign-in). */
  needsRehash?(hash: string): boolean;
}

export interface AccessClaims {
  readonly userId: string;
  readonly role: Role;
}

/** What a valid access token says, and the instant (ms since the epoch) from which it is no longer valid. */
export interface VerifiedAccess extends AccessClaims {
  readonly expiresAtMs: number;
}

/** Short-lived signed access tokens (JWT) and one-purpose reset tokens. */
export interface TokenIssuer {
  readonly accessLifetimeSeconds: number;
  issueAccess(claims: AccessClaims, now: Date): Promise<string>;
  /** The claims of a valid access token and when it expires, or null for anything forged, expired or malformed. */
  verifyAccess(token: string, now: Date): Promise<VerifiedAccess | null>;
  issueReset(userId: string, now: Date): Promise<string>;
  verifyReset(token: string, now: Date): Promise<string | null>;
}

/** Unguessable opaque tokens (refresh tokens) and their digests; new record ids. */
export interface SecretSource {
  newToken(): string;
  digest(token: string): Promise<string>;
}

export interface IdSource {
  newId(prefix: string): string;
}
