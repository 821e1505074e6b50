import { describe, expect, it } from 'vitest';
import type {
  AttemptStore,
  RefreshTokenStore,
  SettingStore,
} from '../../../../src/application/ports/store/auth-stores.port';

/** The auth stores every REST backend keeps (memory, PostgreSQL): counts swapped atomically, purges, settings. */
export interface AuthStores {
  readonly attempts: AttemptStore;
  readonly refreshTokens: RefreshTokenStore;
  readonly appSettings: SettingStore;
}

const count = (n: number, last = '2026-01-01T00:00:0' + String(n) + '.000Z') => ({
  count: n,
  firstAt: '2026-01-01T00:00:00.000Z',
  lastAt: last,
});

export function authStoresContract(name: string, make: () => Promise<AuthStores>): void {
  describe(`auth stores: ${name}`, () => {
    it('swaps a count only from the value read: of attempts that read the same count, one writes', async () => {
      const { attempts } = await make();
      expect(await attempts.read('k')).toBeNull();
      const firsts = await Promise.all([1, 2, 3].map(() => attempts.swap('k', null, count(1))));
      expect(firsts.filter(Boolean)).toHaveLength(1);
      const seconds = await Promise.all([1, 2, 3].map(() => attempts.swap('k', count(1), count(2))));
      expect(seconds.filter(Boolean)).toHaveLength(1);
      expect(await attempts.swap('k', count(1), count(3))).toBe(false);
      expect(await attempts.read('k')).toEqual(count(2));
    });

    it('gives an attempt back, clears a key, and purges counts left alone', async () => {
      const { attempts } = await make();
      await attempts.swap('a', null, count(2, '2026-01-01T00:00:00.000Z'));
      await attempts.swap('b', null, count(1, '2026-01-03T00:00:00.000Z'));
      await attempts.release('a');
      expect(await attempts.read('a')).toMatchObject({ count: 1 });
      expect(await attempts.purge('2026-01-02T00:00:00.000Z')).toBe(1);
      expect(await attempts.read('a')).toBeNull();
      await attempts.clear('b');
      expect(await attempts.read('b')).toBeNull();
    });

    it('keeps the end of a sign-in with its token and purges expired tokens', async () => {
      const { refreshTokens } = await make();
      const row = (tokenHash: string, expiresAt: string) => ({
        tokenHash,
        userId: 'u1',
        family: 'f1',
        expiresAt,
        familyExpiresAt: '2026-02-01T00:00:00.000Z',
        usedAt: null,
        revokedAt: null,
      });
      await refreshTokens.insert(row('old', '2026-01-01T00:00:00.000Z'));
      await refreshTokens.insert(row('new', '2026-01-20T00:00:00.000Z'));
      expect(await refreshTokens.find('new')).toEqual(row('new', '2026-01-20T00:00:00.000Z'));
      expect(await refreshTokens.purgeExpired('2026-01-10T00:00:00.000Z')).toBe(1);
      expect(await refreshTokens.find('old')).toBeNull();
    });

    it('keeps a setting as written', async () => {
      const { appSettings } = await make();
      expect(await appSettings.get('registration.open')).toBeUndefined();
      await appSettings.set('registration.open', true);
      await appSettings.set('registration.open', false);
      expect(await appSettings.get('registration.open')).toBe(false);
    });
  });
}
