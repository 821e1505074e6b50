import { describe, expect, it } from 'vitest';
import { createScryptPasswordHasher } from '../../src/adapters/server/scrypt-password-hasher';

describe('scrypt password hasher', () => {
  const hasher = createScryptPasswordHasher({ N: 1024, r: 8, p: 1 });

  it('verifies the password it hashed and nothing else, with a new salt each time', async () => {
    const hash = await hasher.hash('demodemo');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hasher.verify('demodemo', hash)).toBe(true);
    expect(await hasher.verify('demodemO', hash)).toBe(false);
    expect(await hasher.hash('demodemo')).not.toBe(hash);
  });

  it('reads the cost from the stored hash, so raising it later keeps old hashes valid', async () => {
    const old = await hasher.hash('s3cret!');
    expect(await createScryptPasswordHasher().verify('s3cret!', old)).toBe(true);
  });

  it('hashes at OWASP cost by default and asks for a new hash of an older, cheaper one', async () => {
    const current = createScryptPasswordHasher();
    const made = await current.hash('a-long-password');
    expect(made).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(current.needsRehash?.(made)).toBe(false);
    expect(current.needsRehash?.(await hasher.hash('a-long-password'))).toBe(true);
  });

  it('refuses hashes of another scheme or with broken parameters', async () => {
    for (const stored of ['', 'pbkdf2-sha256$1$a$b', 'scrypt$x$8$1$c2FsdA$aGFzaA', 'scrypt$1024$8$1$$']) {
      expect(await hasher.verify('anything', stored)).toBe(false);
    }
  });
});
