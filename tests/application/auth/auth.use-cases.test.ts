import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import type { Session } from '../../../src/application/auth/session';
import { createSessionStore } from '../../../src/application/auth/session-store';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';

const admin: Session = {
  userId: 'u-admin',
  name: 'Admin',
  email: 'admin@demo.com',
  role: 'admin',
  loggedInWith: 'jwt',
};
const staff: Session = { ...admin, userId: 'u-staff', name: 'Staff', email: 'staff@demo.com', role: 'user' };

/** An in-memory gateway: a fake of the port, not of any SDK. */
function fakeGateway(restored: Session | null = null) {
  const ended = new Set<() => void>();
  const calls = { restore: 0, logout: 0 };
  const gateway: AuthGateway = {
    provider: 'jwt',
    demoAccounts: [],
    login: async ({ email }) => (email === staff.email ? staff : admin),
    register: async () => staff,
    restore: async () => {
      calls.restore += 1;
      return restored;
    },
    logout: async () => {
      calls.logout += 1;
    },
    requestPasswordReset: async () => undefined,
    resetPassword: async () => undefined,
    onSessionEnded: (listener) => {
      ended.add(listener);
      return () => ended.delete(listener);
    },
  };
  return { gateway, calls, endSession: () => ended.forEach((l) => l()) };
}

function setup(restored: Session | null = null) {
  const fake = fakeGateway(restored);
  const session = createSessionStore();
  const storage = createWebStorage(window);
  return { ...fake, session, auth: makeAuthUseCases({ gateway: fake.gateway, session, storage }) };
}

beforeEach(() => sessionStorage.clear());

describe('auth use cases', () => {
  it('login puts the session in the store', async () => {
    const { auth, session } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    expect(session.current()).toEqual(staff);
    expect(auth.verifiedRole()).toBe('user');
  });

  it('restores once for many parallel callers', async () => {
    const { auth, calls, session } = setup(admin);
    const results = await Promise.all([auth.restore(), auth.restore(), auth.restore()]);
    expect(results).toEqual([admin, admin, admin]);
    expect(calls.restore).toBe(1);
    expect(session.current()).toEqual(admin);
  });

  it('logout clears the session and does not restore it again', async () => {
    const { auth, session } = setup(admin);
    await auth.restore();
    await auth.logout();
    expect(session.current()).toBeNull();
    await expect(auth.restore()).resolves.toBeNull();
  });

  it('a sign-out in another tab while this tab is still restoring leaves this tab signed out', async () => {
    const elsewhere = new Set<() => void>();
    let answer: (session: Session) => void = () => undefined;
    const fake = fakeGateway();
    const gateway: AuthGateway = {
      ...fake.gateway,
      restore: () => new Promise<Session>((resolve) => (answer = resolve)),
      onSignedOutElsewhere: (listener) => {
        elsewhere.add(listener);
        return () => elsewhere.delete(listener);
      },
    };
    const session = createSessionStore();
    const auth = makeAuthUseCases({ gateway, session, storage: createWebStorage(window) });
    const restoring = auth.restore();
    elsewhere.forEach((listener) => listener());
    answer(admin);
    await expect(restoring).resolves.toBeNull();
    expect(session.current()).toBeNull();
  });

  it('an admin previews the app as a user and back; a user cannot preview as admin', async () => {
    const { auth, session } = setup();
    await auth.login({ email: admin.email, password: 'x', remember: false });
    expect(auth.changeRole('user')).toBe(true);
    expect(session.current()?.role).toBe('user');
    expect(auth.changeRole('admin')).toBe(true);
    await auth.login({ email: staff.email, password: 'x', remember: false });
    expect(auth.changeRole('admin')).toBe(false);
    expect(session.current()?.role).toBe('user');
  });

  it('raises the expiry flag when the backend ends a live session, keeping the session for the page', async () => {
    const { auth, session, endSession } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    endSession();
    expect(auth.expiry.isRaised()).toBe(true);
    expect(session.current()).toEqual(staff);
    await auth.login({ email: staff.email, password: 'x', remember: false });
    expect(auth.expiry.isRaised()).toBe(false);
  });

  it('lock signs out and remembers only name and email for the lock screen', async () => {
    const { auth, session } = setup();
    await auth.login({ email: staff.email, password: 'x', remember: false });
    await auth.lock();
    expect(session.current()).toBeNull();
    expect(auth.lockedAccount()).toEqual({ name: 'Staff', email: 'staff@demo.com' });
    sessionStorage.setItem('freightdesk.auth.locked', '{broken');
    expect(auth.lockedAccount()).toBeNull();
  });
});
