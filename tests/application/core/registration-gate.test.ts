import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTRATION_SETTINGS } from '../../../src/application/auth/registration-gate';
import { ADMIN, coreHarness, refusal, STAFF } from '../support/core-harness';

const OPEN = { ...DEFAULT_REGISTRATION_SETTINGS, openByDefault: true };
const someone = (i: number) => ({ email: `new${i}@demo.com`, address: `10.1.0.${i}` });

describe('self-registration', () => {
  it('is closed by default until an admin opens it; only an admin may switch it', async () => {
    const { auth } = coreHarness();
    expect(await auth.registrationOpen()).toBe(false);
    expect(await refusal(auth.admitRegistration(someone(1)))).toMatchObject({ code: 'auth.registration.closed' });
    expect(await refusal(auth.setRegistrationOpen(STAFF, true))).toMatchObject({ code: 'user.adminOnly' });
    await auth.setRegistrationOpen(ADMIN, true);
    await expect(auth.admitRegistration(someone(1))).resolves.toBeUndefined();
  });

  it('may start open (the demo) and be closed by an admin', async () => {
    const { auth } = coreHarness({ registration: OPEN });
    await expect(auth.admitRegistration(someone(1))).resolves.toBeUndefined();
    await auth.setRegistrationOpen(ADMIN, false);
    expect(await refusal(auth.admitRegistration(someone(2)))).toMatchObject({ code: 'auth.registration.closed' });
  });

  it('is throttled per address and per e-mail, saying when to try again', async () => {
    const { auth, clock } = coreHarness({ registration: OPEN });
    for (let i = 0; i < 5; i += 1) await auth.admitRegistration({ email: `a${i}@demo.com`, address: '10.2.0.1' });
    expect(await refusal(auth.admitRegistration({ email: 'a9@demo.com', address: '10.2.0.1' }))).toMatchObject({
      code: 'auth.throttled',
      details: { retryAfterSeconds: 3600 },
    });
    for (let i = 0; i < 3; i += 1) await auth.admitRegistration({ email: 'target@demo.com', address: `10.3.0.${i}` });
    expect(await refusal(auth.admitRegistration({ email: 'Target@demo.com', address: '10.3.0.9' }))).toMatchObject({
      code: 'auth.throttled',
    });
    clock.advance(3600_000);
    await expect(auth.admitRegistration({ email: 'target@demo.com', address: '10.2.0.1' })).resolves.toBeUndefined();
  });

  it('refuses new registrations while the pending accounts are at their cap', async () => {
    const { auth, backend } = coreHarness({ registration: { ...OPEN, maxPending: 2 } });
    for (let i = 0; i < 2; i += 1) {
      await auth.admitRegistration(someone(i));
      await backend.users.register({ name: `New ${i}`, email: someone(i).email, password: 'long-enough-pw' });
    }
    expect(await refusal(auth.admitRegistration(someone(3)))).toMatchObject({
      code: 'auth.registration.full',
      details: { maxPending: 2 },
    });
  });
});
