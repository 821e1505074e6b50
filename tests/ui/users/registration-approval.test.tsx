import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { createLocalUserRepository } from '../../../src/application/local/local-user-repository';
import { makeUserUseCases } from '../../../src/application/users/user.use-cases';
import { COLLEAGUE, masterDataCore, renderOverCore } from '../master-data/master-data-core';
import { STAFF } from './users-harness';

async function withRegistrations() {
  const setup = masterDataCore();
  const register = (name: string, email: string) =>
    setup.core.users.register({ name, email, password: 'demodemo-long' }).then((u) => u.id);
  const ids = {
    carla: await register('Carla Nova', 'carla@new.example'),
    davi: await register('Davi Novo', 'davi@new.example'),
  };
  return { ...setup, ids };
}

const rowOf = (name: string) =>
  screen.getByText(name, { selector: '[data-testid="user-name"]' }).closest('tr') as HTMLElement;

describe('registrations waiting for an admin', () => {
  it('lets an admin approve one (then active) and refuse another after confirming (then gone)', async () => {
    const { core, useCases, ids } = await withRegistrations();
    await renderOverCore('/user/list', useCases);
    const waiting = await screen.findByTestId('users-waiting');
    expect(waiting).toHaveTextContent('2 registrations are waiting for approval.');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(screen.queryByText('Ana Admin', { selector: 'a' })).not.toBeInTheDocument());
    expect(within(rowOf('Carla Nova')).getByTestId('user-status')).toHaveTextContent('Waiting for approval');

    await userEvent.click(screen.getByRole('button', { name: 'Approve Carla Nova' }));
    expect(await screen.findByText('“Carla Nova” was approved and can sign in.')).toBeInTheDocument();
    expect(await core.users.get(COLLEAGUE, ids.carla)).toMatchObject({ status: 'active' });

    await userEvent.click(screen.getByRole('button', { name: 'Refuse Davi Novo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this registration?' });
    expect(dialog).toHaveTextContent('davi@new.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The registration of “Davi Novo” was refused.')).toBeInTheDocument();
    await expect(core.users.get(COLLEAGUE, ids.davi)).rejects.toMatchObject({ code: 'record.notFound' });
    await waitFor(() => expect(screen.queryByText('Davi Novo', { selector: 'a' })).not.toBeInTheDocument());
  });

  it('lists the approved user as active and the refused one nowhere', async () => {
    const { useCases } = await withRegistrations();
    const { router } = await renderOverCore('/user/list?status=pending', useCases);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Carla Nova' }));
    await screen.findByText('“Carla Nova” was approved and can sign in.');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse Davi Novo' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuse' }));
    await screen.findByText('The registration of “Davi Novo” was refused.');
    // Neither waits any more.
    await waitFor(() => expect(screen.queryByText('Carla Nova', { selector: 'a' })).not.toBeInTheDocument());

    await act(() => router.navigate({ to: '/user/list', search: {} }));
    await waitFor(() => expect(within(rowOf('Carla Nova')).getByTestId('user-status')).toHaveTextContent('Active'));
    expect(screen.queryByText('Davi Novo', { selector: 'a' })).not.toBeInTheDocument();
  });

  it('gives a member of staff without the admin role no decision to make', async () => {
    const { core, ids } = await withRegistrations();
    const users = makeUserUseCases({
      users: createLocalUserRepository(core.users, { current: async () => ({ ...COLLEAGUE, role: 'user' }) }),
      session: createSessionStore(STAFF),
    });
    await renderOverCore('/user/list?status=pending', { users }, 'en', STAFF);
    expect(await screen.findByText('Carla Nova')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refuse/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('users-waiting')).not.toBeInTheDocument();
    expect(ids.carla).not.toBe('');
  });
});
