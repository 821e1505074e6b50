import { describe, expect, it } from 'vitest';
import { ADMIN, coreHarness, refusal, STAFF } from '../support/core-harness';

const staffLogin = { email: 'staff@demo.com', password: 'demodemo', address: '10.0.0.1' };

describe('sign-in, refresh and sign-out', () => {
  it('keeps a pending registration out until an admin approves it', async () => {
    const { backend, auth } = coreHarness();
    const pending = await backend.users.register({ name: 'Nova', email: 'nova@demo.com', password: 'secret12-long' });
    const attempt = { email: 'nova@demo.com', password: 'secret12-long', address: 'a' };
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

  it('backs off per account and address: five failures at once, then 30 s, 60 s, ... between guesses', async () => {
    const { auth, clock } = coreHarness();
    for (let i = 0; i < 5; i += 1) await refusal(auth.signIn({ ...staffLogin, password: `bad${i}` }));
    expect(await refusal(auth.signIn(staffLogin))).toMatchObject({
      code: 'auth.throttled',
      details: { retryAfterSeconds: 30 },
    });
    clock.advance(30_000);
    expect(await refusal(auth.signIn({ ...staffLogin, password: 'bad5' }))).toMatchObject({
      code: 'auth.credentials.invalid',
    });
    clock.advance(59_000);
    expect(await refusal(auth.signIn(staffLogin))).toMatchObject({ details: { retryAfterSeconds: 1 } });
    clock.advance(1_000);
    // Once the back-off has passed the right password is accepted, and the count starts again.
    await expect(auth.signIn(staffLogin)).resolves.toBeTruthy();
    await expect(refusal(auth.signIn({ ...staffLogin, password: 'bad6' }))).resolves.toMatchObject({
      code: 'auth.credentials.invalid',
    });
  });

  it('never locks the owner out from another address, however many guesses come from elsewhere', async () => {
    const { auth } = coreHarness();
    for (let i = 0; i < 40; i += 1) {
      await refusal(auth.signIn({ ...staffLogin, password: `bad${i}`, address: `203.0.113.${i % 4}` }));
    }
    await expect(auth.signIn(staffLogin)).resolves.toMatchObject({ user: { id: STAFF.id } });
  });

  it('stops spraying from one address at its ceiling, successes given back', async () => {
    const { auth } = coreHarness();
    for (let i = 0; i < 120; i += 1) await auth.signIn(staffLogin);
    for (let i = 0; i < 100; i += 1) {
      await refusal(auth.signIn({ email: `ghost${i}@demo.com`, password: 'x', address: '10.9.9.9' }));
    }
    expect(await refusal(auth.signIn({ ...staffLogin, address: '10.9.9.9' }))).toMatchObject({
      code: 'auth.throttled',
    });
  });

  it('evaluates at most five of 25 guesses sent at once', async () => {
    const { auth } = coreHarness();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => refusal(auth.signIn({ ...staffLogin, password: `bad${i}` }))),
    );
    expect(answers.filter((a) => a.code === 'auth.credentials.invalid')).toHaveLength(5);
    expect(answers.filter((a) => a.code === 'auth.throttled')).toHaveLength(20);
  });

  it('ends a sign-in at its absolute lifetime whatever its rotations', async () => {
    const { auth, clock } = coreHarness();
    let session = await auth.signIn(staffLogin);
    for (let day = 0; day < 29; day += 1) {
      clock.advance(24 * 3600_000);
      session = await auth.refresh(session.refreshToken);
    }
    clock.advance(24 * 3600_000);
    expect(await refusal(auth.refresh(session.refreshToken))).toMatchObject({ code: 'auth.session.invalid' });
  });

  it('purges expired refresh tokens and throttling counts left alone for a day', async () => {
    const { auth, clock, data } = coreHarness();
    await auth.signIn(staffLogin);
    await refusal(auth.signIn({ ...staffLogin, password: 'bad' }));
    expect(await auth.purge()).toEqual({ refreshTokens: 0, attempts: 0 });
    clock.advance(15 * 24 * 3600_000);
    expect(await auth.purge()).toEqual({ refreshTokens: 1, attempts: 2 });
    expect(data.refreshTokens.size + data.attempts.size).toBe(0);
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

describe('password hashes made at an older cost', () => {
  it('are made again at the current cost on a successful sign-in, and still verify before that', async () => {
    const { auth, data } = coreHarness();
    data.credentials.set(STAFF.id, 'old:demodemo');
    await expect(auth.signIn(staffLogin)).resolves.toBeTruthy();
    expect(data.credentials.get(STAFF.id)).toBe('hashed:demodemo');
  });
});
