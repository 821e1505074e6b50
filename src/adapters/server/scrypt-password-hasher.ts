import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../../application/ports/security.port';

/**
 * Password hashes with scrypt (node:crypto). The stored string carries its parameters and salt
 * (`scrypt$N$r$p$salt$hash`, base64url), so the cost can be raised later without breaking older hashes.
 */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's current minimum (N=2^17, r=8, p=1: 128 MiB and about 0.3 s a hash here); hashes made at 2^14 still verify. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 131_072, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export function createScryptPasswordHasher(cost: ScryptCost = DEFAULT_SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !hash) return false;
      const storedCost = { N: Number(n), r: Number(r), p: Number(p) };
      if (![storedCost.N, storedCost.r, storedCost.p].every((v) => Number.isInteger(v) && v > 0)) return false;
      const expected = Buffer.from(hash, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), storedCost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    needsRehash(stored) {
      const [scheme, n, r, p] = stored.split('$');
      return scheme !== 'scrypt' || Number(n) * Number(r) * Number(p) < cost.N * cost.r * cost.p;
    },
  };
}
