import { act, screen } from '@testing-library/react';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { renderRoute } from '../../support/render-with-app';

/** The backend's "session ended" signal, fired by the test. */
let endSession: () => void = () => undefined;
const gateway: AuthGateway = {
  provider: 'jwt',
  demoAccounts: [],
  login: async () => {
    throw new Error('not used');
  },
  register: async () => {
    throw new Error('not used');
  },
  restore: async () => null,
  logout: async () => undefined,
  requestPasswordReset: async () => undefined,
  resetPassword: async () => undefined,
  onSessionEnded: (listener) => {
    endSession = listener;
    return () => undefined;
  },
};

describe('the signed-in layout when the backend ends the session', () => {
  it('shows nothing until the backend ends the session, then the sign-in dialog over the page', async () => {
    const session = { userId: 'u-staff', name: 'Staff', email: 'staff@demo.com', role: 'user', loggedInWith: 'jwt' };
    const sessions = createSessionStore(session as never);
    const auth = makeAuthUseCases({ gateway, session: sessions, storage: createWebStorage(window) });
    await renderRoute('/access-control', { useCases: { auth }, session: session as never });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => endSession());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/, { selector: 'input' })).toHaveValue('staff@demo.com');
  });
});
