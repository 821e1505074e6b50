import { describe, expect, it } from 'vitest';
import { isAcceptablePassword } from '../../../src/domain/user/password-rule';
import { validateNewUser, validateUserEdit } from '../../../src/domain/user/user-rules';

describe('a new user', () => {
  it('needs a name, an e-mail and a password of 12 to 1,024 characters', () => {
    expect(validateNewUser({ name: ' ', email: 'ana', password: '12345678901', rule: 'user' })).toEqual({
      name: 'required',
      email: 'email',
      password: 'password',
    });
    expect(validateNewUser({ name: 'Ana', email: ' Ana@X.com ', password: '123456789012', rule: 'user' })).toEqual({});
    expect(validateNewUser({ name: 'Ana', email: 'ana@x.com', password: 'x'.repeat(1025), rule: 'user' })).toEqual({
      password: 'password',
    });
  });

  it('an edit keeps a name of at most 200 characters', () => {
    expect(validateUserEdit({ name: 'x'.repeat(201), rule: 'user', status: 'active' })).toEqual({ name: 'tooLong' });
    expect(validateUserEdit({ name: 'Ana', rule: 'user', status: 'active' })).toEqual({});
  });
});

describe('passwords', () => {
  it('takes 12 to 1,024 characters, for a new account and a reset alike', () => {
    expect(isAcceptablePassword('12345678901')).toBe(false);
    expect(isAcceptablePassword('123456789012')).toBe(true);
    expect(isAcceptablePassword('x'.repeat(1024))).toBe(true);
    expect(isAcceptablePassword('x'.repeat(1024 * 1024))).toBe(false);
  });
});
