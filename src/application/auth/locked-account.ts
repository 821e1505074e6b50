import type { KeyValueStorage } from '../ports/key-value-storage.port';

/** Who locked the screen: only a name and an email to greet them, never a role or a token. */
export interface LockedAccount {
  readonly name: string;
  readonly email: string;
}

const KEY = 'freightdesk.auth.locked';

export function writeLockedAccount(storage: KeyValueStorage, account: LockedAccount): void {
  storage.set(KEY, JSON.stringify(account), 'session');
}

export function clearLockedAccount(storage: KeyValueStorage): void {
  storage.remove(KEY, 'session');
}

export function readLockedAccount(storage: KeyValueStorage): LockedAccount | null {
  try {
    const value: unknown = JSON.parse(storage.get(KEY, 'session') ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { name, email } = value as Record<string, unknown>;
    return typeof name === 'string' && typeof email === 'string' ? { name, email } : null;
  } catch {
    return null;
  }
}
