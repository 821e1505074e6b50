import { signedInCaller } from '../../../src/application/local/signed-in-caller';
import type { UserRecord } from '../../../src/domain/user/user-record';

const record = (patch: Partial<UserRecord> = {}): UserRecord => ({
  id: 'uid-1',
  auth: 'uid-1',
  name: 'Ana',
  email: 'ana@demo.com',
  status: 'active',
  rule: 'admin',
  updatedAt: '2026-11-21T12:00:00.000Z',
  ...patch,
});

describe('signedInCaller', () => {
  it('acts with the name and role of an active record', () => {
    expect(signedInCaller(record())).toEqual({ id: 'uid-1', name: 'Ana', role: 'admin' });
  });

  it.each([
    ['pending', 'auth.account.pending'],
    ['inactive', 'auth.account.inactive'],
    ['blocked', 'auth.account.inactive'],
  ] as const)('refuses a %s account with %s', (status, code) => {
    expect(() => signedInCaller(record({ status }))).toThrow(expect.objectContaining({ kind: 'forbidden', code }));
  });

  it('refuses an account without a record', () => {
    expect(() => signedInCaller(null)).toThrow(expect.objectContaining({ code: 'auth.account.inactive' }));
  });
});
