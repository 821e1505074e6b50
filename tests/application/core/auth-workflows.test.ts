import { describe, expect, it } from 'vitest';
import { ADMIN, coreHarness, refusal, STAFF } from '../support/core-harness';

const staffLogin = { email: 'staff@demo.com', password: 'demodemo', address: '10.0.0.1' };

describe('sign-in, refresh and sign-out', () => {
  it('keeps a pending registration out until an admin approves it', async () => {
    const { backend, auth } = coreHarness();
    const pending = await backend.users.register({ name: 'Nova', email: 'nova@demo.com', password: 'secret12' });
    const attempt = { email: 'nova@demo.com', password: 'secret12', address: 'a' };
    expect(await refusal(auth.signIn(attempt))).toMatchObject({ kind: 'forbidden', code: 'auth.account.pending' });
    await backend.users.approve(ADMIN, pending.id);
    await expect(auth.signIn(attempt)).resolves.toMatchObject({ user: { id: pending.id, status: 'active' } });
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const { auth } = coreHarness();
    const wrong = await refusal(auth.signIn({ ...staffLogin, password: 'nope' }));
    const unknown = await refusal(auth.signIn({ ...staffLogin, email: 'ghost@demo.com' }));
    expect(wrong).toMatchObject({
      kind: 'unauthorized',
      code: 'auth.credentials.invalid',
      message: 'Email Or Password Invalid',
    });
    expect(unknown).toMatchObject({ code: wrong.code, message: wrong.message });
  });

  it('rotates the refresh token; a spent token replayed later ends the whole sign-in', async () => {
    const { auth, clock } = coreHarness();
    const first = await auth.signIn(staffLogin);
    const second = await auth.refresh(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // Within the grace period (two tabs refreshing at once) the replay is refused, nothing more.
    expect(await refusal(auth.refresh(first.refreshToken))).toMatchObject({ code: 'auth.session.invalid' });
    const third = await auth.refresh(second.refreshToken);
    clock.advance(31_000);
    expect(await refusal(auth.refresh(second.refreshToken))).toMatchObject({ code: 'auth.session.invalid' });
    expect(await refusal(auth.refresh(third.refreshToken))).toMatchObject({ code: 'auth.session.invalid' });
  });

  it('ends a refresh token at its lifetime and at sign-out', async () => {
    const { auth, clock } = coreHarness();
    const session = await auth.signIn(staffLogin);
    await auth.signOut(session.refreshToken);
    expect(await refusal(auth.refresh(session.refreshToken))).toMatchObject({ code: 'auth.session.invalid' });
    await expect(auth.signOut(session.refreshToken)).resolves.toBeUndefined();
    const later = await auth.signIn(staffLogin);
    clock.advance(15 * 24 * 3600_000);
    expect(await refusal(auth.refresh(later.refreshToken))).toMatchObject({ code: 'auth.session.invalid' });
  });

  it('throttles an account after five failures, and an address after fifty, until the window passes', async () => {
    const { auth, clock } = coreHarness();
    for (let i = 0; i < 5; i += 1) await refusal(auth.signIn({ ...staffLogin, password: `bad${i}` }));
    expect(await refusal(auth.signIn(staffLogin))).toMatchObject({ code: 'auth.throttled' });
    await expect(
      auth.signIn({ email: 'admin@demo.com', password: 'demodemo', address: '10.0.0.1' }),
    ).resolves.toBeTruthy();
    clock.advance(15 * 60_000 + 1);
    await expect(auth.signIn(staffLogin)).resolves.toBeTruthy();
    for (let i = 0; i < 50; i += 1) {
      await refusal(auth.signIn({ email: `ghost${i}@demo.com`, password: 'x', address: '10.9.9.9' }));
    }
    expect(await refusal(auth.signIn({ ...staffLogin, address: '10.9.9.9' }))).toMatchObject({
      code: 'auth.throttled',
    });
  });

  it('re-reads the caller on every request: a deactivated or demoted member of staff is refused or demoted at once', async () => {
    const { auth, backend } = coreHarness();
    const staffSession = await auth.signIn(staffLogin);
    await expect(auth.authenticate(staffSession.accessToken)).resolves.toEqual(STAFF);
    const version = (await backend.users.get(ADMIN, STAFF.id)).updatedAt;
    await backend.users.edit(ADMIN, STAFF.id, { name: STAFF.name, rule: 'user', status: 'inactive' }, version);
    expect(await refusal(auth.authenticate(staffSession.accessToken))).toMatchObject({ code: 'auth.account.inactive' });
    expect(await refusal(auth.refresh(staffSession.refreshToken))).toMatchObject({ code: 'auth.account.inactive' });
    expect(await refusal(auth.authenticate('forged'))).toMatchObject({ code: 'auth.session.invalid' });
  });
});
