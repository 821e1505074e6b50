import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The token-signing secret kept in the data folder when none is configured, so sessions survive a restart. A
 * secret on disk is for a single machine; copies of the server behind a proxy must share one JWT_SECRET.
 */
const FILE_NAME = 'jwt-secret';

export async function secretFromFile(dataDir: string, warn: (message: string) => void): Promise<Uint8Array> {
  const path = join(dataDir, FILE_NAME);
  try {
    const stored = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64url');
    if (stored.byteLength >= 32) return new Uint8Array(stored);
    warn(`${path} holds fewer than 32 bytes; writing a new secret (signed-in sessions end)`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${secret.toString('base64url')}\n`, { mode: 0o600 });
  warn(`JWT_SECRET is not set: generated one and kept it in ${path} (set JWT_SECRET when running several copies)`);
  return new Uint8Array(secret);
}
