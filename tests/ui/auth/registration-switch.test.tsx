import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { quietGateway, renderRoute, TEST_ADMIN } from '../../support/render-with-app';
import { renderUsers } from '../users/users-harness';

/** A backend whose self-registration an admin switches (the REST backends). */
function switchable(open: boolean) {
  const state = { open };
  const gateway: AuthGateway = {
    ...quietGateway,
    registrationOpen: async () => state.open,
    setRegistrationOpen: async (next) => (state.open = next),
  };
  return { state, gateway };
}

describe('self-registration switched by an admin', () => {
  it('the register page says registration is closed, and shows no form', async () => {
    const { gateway } = switchable(false);
    const auth = makeAuthUseCases({ gateway, session: createSessionStore(null), storage: createWebStorage(window) });
    await renderRoute('/pages/register', { useCases: { auth }, session: null, locale: 'pt' });
    expect(await screen.findByText('O cadastro está fechado. Peça uma conta a um administrador.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });

  it('the register form shows where the backend has no switch', async () => {
    const auth = makeAuthUseCases({
      gateway: quietGateway,
      session: createSessionStore(null),
      storage: createWebStorage(window),
    });
    await renderRoute('/pages/register', { useCases: { auth }, session: null });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('an admin closes it from the user list', async () => {
    const { state, gateway } = switchable(true);
    const auth = makeAuthUseCases({
      gateway,
      session: createSessionStore(TEST_ADMIN),
      storage: createWebStorage(window),
    });
    await renderUsers('/user/list', { auth });
    await screen.findByText('People may register themselves');
    const toggle = screen.getByTestId('users-registration-open');
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(state.open).toBe(false));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
