import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { fakeAuthGateway } from '../../support/fake-auth-gateway';
import { renderRoute, TEST_ADMIN } from '../../support/render-with-app';

/** A signed-in admin on the admin-only page; the test plays the backend telling of a change to the account. */
async function adminPage() {
  const { gateway, calls, tellAccountChange } = fakeAuthGateway({ signIn: () => TEST_ADMIN, restored: TEST_ADMIN });
  const session = createSessionStore();
  const auth = makeAuthUseCases({ gateway, session, storage: createWebStorage(window) });
  let view: Awaited<ReturnType<typeof renderRoute>> | undefined;
  await act(async () => {
    view = await renderRoute('/access-control/admin', { sessionStore: session, useCases: { auth } });
  });
  await screen.findByRole('heading', { name: 'Admin-only area' });
  return {
    ...(view as Awaited<ReturnType<typeof renderRoute>>),
    session,
    calls,
    tell: tellAccountChange,
  };
}

afterEach(() => localStorage.clear());

describe('an account an admin changed', () => {
  it('demoted: says so once and leaves the admin-only page for the not-authorized page', async () => {
    const view = await adminPage();
    const demoted = { ...TEST_ADMIN, role: 'user' as const };
    await view.tell({ kind: 'role', session: demoted });
    await view.tell({ kind: 'role', session: demoted });
    expect(await screen.findAllByText(/An administrator changed your role to user\./)).toHaveLength(1);
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/misc/not-authorized'));
    expect(view.session.current()?.role).toBe('user');
    expect(view.calls.logout).toBe(0);
  });

  it('deactivated: the session ends and the login page says why', async () => {
    const view = await adminPage();
    await view.tell({ kind: 'refused', code: 'auth.account.inactive' });
    await view.tell({ kind: 'refused', code: 'auth.account.inactive' });
    expect(await screen.findByText(/An administrator deactivated this account/)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/pages/login');
    expect(view.session.current()).toBeNull();
    expect(view.calls.logout).toBe(1);
  });
});
