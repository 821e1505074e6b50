import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionEndReason } from '../../../src/application/auth/auth-use-cases.contract';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import { LAST_ACTIVITY_KEY } from '../../../src/application/auth/idle-activity';
import type { Session } from '../../../src/application/auth/session';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { fakeAuthGateway } from '../../support/fake-auth-gateway';

const MINUTE = 60_000;
const staff: Session = { userId: 'u-staff', name: 'Staff', email: 'staff@demo.com', role: 'user', loggedInWith: 'jwt' };

/** A fake of the auth port that counts sign-outs (each revokes the refresh token in the real adapters). */
function setup({ restored = null as Session | null, limitMs = 30 * MINUTE } = {}) {
  let time = Date.UTC(2026, 10, 26, 9, 0);
  const { gateway, calls, signOutElsewhere, refuseSession } = fakeAuthGateway({ signIn: () => staff, restored });
  const session = createSessionStore();
  const storage = createWebStorage(window);
  const auth = makeAuthUseCases({
    gateway,
    session,
    storage,
    clock: { now: () => new Date(time) },
    idleLimitMs: limitMs,
  });
  const endings: SessionEndReason[] = [];
  auth.onSessionEnding((reason, ending) => endings.push(reason) && expect(ending).toEqual(staff));
  return {
    auth,
    session,
    calls,
    endings,
    advance: (ms: number) => (time += ms),
    now: () => time,
    signOutElsewhere,
    refuseSession,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('idle timeout', () => {
  it('signs out once the limit passes without input, revoking like a sign-out, and says why', async () => {
    const { auth, session, calls, endings, advance } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    advance(29 * MINUTE);
    expect(auth.idle.remainingMs()).toBe(MINUTE);
    await expect(auth.idle.expire()).resolves.toBe(false);
    expect(session.current()).toEqual(staff);
    advance(MINUTE);
    await expect(auth.idle.expire()).resolves.toBe(true);
    expect(session.current()).toBeNull();
    expect(calls.logout).toBe(1);
    expect(endings).toEqual(['idle']);
    expect(auth.endReason()).toBe('idle');
    await expect(auth.restore()).resolves.toBeNull();
  });

  it('counts input in this tab and in the others (shared through storage)', async () => {
    const { auth, advance, now } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    advance(20 * MINUTE);
    auth.idle.noteActivity();
    expect(auth.idle.remainingMs()).toBe(30 * MINUTE);
    advance(25 * MINUTE);
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now())); // another tab's input
    advance(10 * MINUTE);
    expect(auth.idle.remainingMs()).toBe(20 * MINUTE);
    await expect(auth.idle.expire()).resolves.toBe(false);
  });

  it('writes the shared stamp at most once per interval however much is typed', async () => {
    const { auth, advance } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    const written = localStorage.getItem(LAST_ACTIVITY_KEY);
    for (let i = 0; i < 50; i++) {
      advance(100);
      auth.idle.noteActivity();
    }
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe(written);
    advance(3 * MINUTE);
    auth.idle.noteActivity();
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBe(written);
  });

  it('a sign-in starts afresh, however old the shared stamp is', async () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, '1');
    const { auth } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    expect(auth.idle.remainingMs()).toBe(30 * MINUTE);
    expect(auth.endReason()).toBeNull();
  });

  it('does not restore a kept session that has been idle past the limit, and signs it out', async () => {
    const { now, ...first } = setup({ restored: staff });
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now() - 31 * MINUTE));
    await expect(first.auth.restore()).resolves.toBeNull();
    expect(first.calls.logout).toBe(1);
    expect(first.auth.endReason()).toBe('idle');
  });

  it('restores a kept session used within the limit', async () => {
    const { auth, now } = setup({ restored: staff });
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now() - 5 * MINUTE));
    await expect(auth.restore()).resolves.toEqual(staff);
  });

  it('another tab that signed out an idle session is said to have ended it for inactivity', async () => {
    const { auth, session, endings, advance, signOutElsewhere } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    advance(31 * MINUTE);
    await signOutElsewhere();
    expect(session.current()).toBeNull();
    expect(endings).toEqual(['idle']);
    expect(auth.endReason()).toBe('idle');
  });

  it('tells listeners once when the backend refuses the session, and a plain sign-out forgets the reason', async () => {
    const { auth, endings, signOutElsewhere, refuseSession } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    await refuseSession();
    await refuseSession();
    expect(endings).toEqual(['expired']);
    await auth.login({ email: staff.email, password: 'x', remember: false });
    await signOutElsewhere();
    expect(endings).toEqual(['expired', 'signed-out-elsewhere']);
    await auth.logout();
    expect(auth.endReason()).toBeNull();
  });
});
