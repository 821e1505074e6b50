import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { AppError } from '../../../src/application/errors/app-error';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { renderRoute } from '../../support/render-with-app';

/** A fake of the auth port: one demo account, wrong passwords refused as the mock does. */
const gateway: AuthGateway = {
  provider: 'jwt',
  demoAccounts: [{ name: 'Staff', email: 'staff@demo.com', password: 'demodemo', role: 'user' }],
  login: async ({ password }) => {
    if (password !== 'demodemo') throw new AppError('validation', 'Email Or Password Invalid');
    return { userId: 'u-staff', name: 'Staff', email: 'staff@demo.com', role: 'user', loggedInWith: 'jwt' };
  },
  register: async () => {
    throw new AppError('validation', 'This email is already in use.');
  },
  restore: async () => null,
  logout: async () => undefined,
  requestPasswordReset: async () => undefined,
  resetPassword: async () => undefined,
  onSessionEnded: () => () => undefined,
};

const auth = () => makeAuthUseCases({ gateway, session: createSessionStore(), storage: createWebStorage(window) });

describe('login page', () => {
  it('shows a wrong password to the user in their language and keeps the email', async () => {
    await renderRoute('/pages/login', { session: null, useCases: { auth: auth() }, locale: 'pt' });
    await userEvent.type(await screen.findByLabelText(/^E-mail/, { selector: 'input' }), 'staff@demo.com');
    await userEvent.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
    expect(screen.getByLabelText(/^E-mail/, { selector: 'input' })).toHaveValue('staff@demo.com');
  });

  it('validates the fields before calling the backend', async () => {
    await renderRoute('/pages/login', { session: null, useCases: { auth: auth() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('fills the form from a demo account', async () => {
    await renderRoute('/pages/login', { session: null, useCases: { auth: auth() } });
    await userEvent.click(await screen.findByRole('button', { name: /staff@demo\.com/ }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/, { selector: 'input' })).toHaveValue('staff@demo.com'));
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('demodemo');
  });

  it("says in the reader's language that an account waits for an administrator's approval", async () => {
    const waiting: AuthGateway = {
      ...gateway,
      login: async () => {
        throw new AppError('forbidden', 'Pending.', { status: 403, code: 'auth.account.pending' });
      },
    };
    const useCases = {
      auth: makeAuthUseCases({ gateway: waiting, session: createSessionStore(), storage: createWebStorage(window) }),
    };
    await renderRoute('/pages/login', { session: null, useCases, locale: 'pt' });
    await userEvent.type(await screen.findByLabelText(/^E-mail/, { selector: 'input' }), 'new@demo.com');
    await userEvent.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'demodemo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta conta aguarda a aprovação de um administrador.');
  });

  it('fetches the code of the screen it will land on once the person turns to the form, not before', async () => {
    const { router } = await renderRoute(`/pages/login?redirect=${encodeURIComponent('/freight/list')}`, {
      session: null,
      useCases: { auth: auth() },
    });
    const loadChunk = vi.spyOn(router, 'loadRouteChunk');
    const email = await screen.findByLabelText(/^Email/, { selector: 'input' });
    expect(loadChunk).not.toHaveBeenCalled();
    await userEvent.click(email);
    await waitFor(() =>
      expect(loadChunk.mock.calls.map(([route]) => route.id)).toEqual([
        '__root__',
        '/_app',
        '/_app/freight',
        '/_app/freight/list',
      ]),
    );
    await userEvent.type(email, 'staff@demo.com');
    expect(loadChunk).toHaveBeenCalledTimes(4);
  });
});
