import type { PasswordHasher } from '../../application/ports/security.port';

/**
 * PBKDF2-SHA-256 through WebCrypto, for the browser mock (the Node server uses scrypt). The hash string carries
 * its parameters and salt: `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64).
 */
const PREFIX = 'pbkdf2-sha256';
/** OWASP's current guidance for PBKDF2-HMAC-SHA-256 (about 0.1 s a hash on the test machine); older hashes verify. */
export const DEFAULT_PBKDF2_ITERATIONS = 600_000;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(crypto: Crypto, password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: Uint8Array.from(salt), iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** Compares in time that does not depend on where the bytes differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export function createPbkdf2PasswordHasher(
  options: { readonly iterations?: number; readonly crypto?: Crypto } = {},
): PasswordHasher {
  const crypto = options.crypto ?? globalThis.crypto;
  const iterations = options.iterations ?? DEFAULT_PBKDF2_ITERATIONS;
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      return `${PREFIX}$${iterations}$${b64(salt)}$${b64(await derive(crypto, password, salt, iterations))}`;
    },
    async verify(password, hash) {
      const [prefix, rounds, salt, expected] = hash.split('$');
      const n = Number(rounds);
      if (prefix !== PREFIX || !salt || !expected || !Number.isInteger(n) || n < 1 || n > 10_000_000) return false;
      try {
        return sameBytes(await derive(crypto, password, unb64(salt), n), unb64(expected));
      } catch {
        return false;
      }
    },
    needsRehash(hash) {
      const [prefix, rounds] = hash.split('$');
      return prefix !== PREFIX || Number(rounds) < iterations;
    },
  };
}
