import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import { field, memoryUsers, renderUsers, STAFF } from './users-harness';

async function fillNewUser(values: { name: string; email: string; password: string }) {
  const user = userEvent.setup();
  await user.type(field('Name'), values.name);
  await user.type(field('Email'), values.email);
  await user.type(field('Password'), values.password);
  await user.selectOptions(field('Role', 'select'), 'admin');
  return user;
}

describe('user form', () => {
  it('creates an active user with the typed role and opens it', async () => {
    const repository = memoryUsers();
    const create = vi.spyOn(repository, 'create');
    const { router } = await renderUsers('/user/new', { repository });
    await screen.findByRole('heading', { name: 'New user' });
    expect(screen.getByText('New users start as active.')).toBeInTheDocument();
    const user = await fillNewUser({ name: 'Caio Lima', email: 'caio@demo.com', password: 'secret1-long' });
    // A double click saves once: the button is disabled while saving and the request carries an id.
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/user\/u-/));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toEqual({
      name: 'Caio Lima',
      email: 'caio@demo.com',
      password: 'secret1-long',
      rule: 'admin',
    });
    expect(create.mock.calls[0]?.[1]).toEqual({ requestId: expect.any(String) });
    expect(repository.rows.at(-1)).toMatchObject({ name: 'Caio Lima', status: 'active', rule: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Caio Lima' })).toBeInTheDocument();
  });

  it('checks the fields before calling the backend', async () => {
    const repository = memoryUsers();
    const create = vi.spyOn(repository, 'create');
    await renderUsers('/user/new', { repository });
    await screen.findByRole('heading', { name: 'New user' });
    const user = userEvent.setup();
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('At least 12 characters.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a taken email at the email field, keeps the input and says so', async () => {
    const repository = memoryUsers();
    repository.failNext(
      'create',
      new AppError('conflict', 'Email taken', {
        status: 409,
        code: 'user.email.taken',
        fieldErrors: { email: 'duplicate' },
      }),
    );
    await renderUsers('/user/new', { repository, locale: 'pt' });
    await screen.findByRole('heading', { name: 'Novo usuário' });
    const user = userEvent.setup();
    await user.type(field('Nome'), 'Caio Lima');
    await user.type(field('E-mail'), 'bia@demo.com');
    await user.type(field('Senha'), 'secret1-long');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já está em uso.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAccessibleDescription(expect.stringContaining('Já está em uso.'));
    expect(screen.getAllByText('Este e-mail já está em uso.').length).toBeGreaterThan(0);
    expect(field('Nome')).toHaveValue('Caio Lima');
    expect(field('E-mail')).toHaveValue('bia@demo.com');
    expect(field('Senha')).toHaveValue('secret1-long');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('edits name, role and status; the email stays with the account', async () => {
    const repository = memoryUsers();
    const { router, users } = await renderUsers('/user/edit/u-bia', { repository });
    const get = vi.spyOn(users, 'get');
    await screen.findByDisplayValue('Bia Costa');
    expect(field('Email')).toBeDisabled();
    expect(field('Email')).toHaveAccessibleDescription('The email is the sign-in account and cannot be changed here.');
    const user = userEvent.setup();
    await user.selectOptions(field('Role', 'select'), 'admin');
    await user.selectOptions(field('Status', 'select'), 'blocked');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/u-bia'));
    expect(repository.rows.find((u) => u.id === 'u-bia')).toMatchObject({
      rule: 'admin',
      status: 'blocked',
      email: 'bia@demo.com',
    });
    // The user's page shows the record the save answered with: the screens did not ask for it again.
    expect(await screen.findByText('Blocked')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('lets an admin edit themself but not their own role or status, and says why', async () => {
    await renderUsers('/user/edit/u-admin');
    await screen.findByDisplayValue('Ana Admin');
    expect(field('Role', 'select')).toBeDisabled();
    expect(field('Role', 'select')).toHaveAccessibleDescription('You cannot change your own role; another admin can.');
    expect(field('Status', 'select')).toBeDisabled();
    expect(field('Status', 'select')).toHaveAccessibleDescription(
      'You cannot change your own status; another admin can.',
    );
    expect(field('Name')).toBeEnabled();
  });

  it('keeps the edit and notifies when the save fails', async () => {
    const repository = memoryUsers();
    repository.failNext('edit', new AppError('server', 'boom', { status: 500 }));
    await renderUsers('/user/edit/u-bia', { repository });
    await screen.findByDisplayValue('Bia Costa');
    const user = userEvent.setup();
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Beatriz Costa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Beatriz Costa');
  });

  it('shows a user and offers edit to admins only', async () => {
    await renderUsers('/user/u-bia');
    expect(await screen.findByRole('heading', { name: 'Bia Costa' })).toBeInTheDocument();
    expect(screen.getByText('bia@demo.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit user' })).toHaveAttribute('href', '/user/edit/u-bia');
  });

  it('gives a user with role "user" no edit on the page and refuses them the form', async () => {
    const { unmount } = await renderUsers('/user/u-bia', { session: STAFF });
    expect(await screen.findByRole('heading', { name: 'Bia Costa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit user' })).not.toBeInTheDocument();
    unmount();
    const { router } = await renderUsers('/user/edit/u-bia', { session: STAFF });
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows a missing user as an error with a retry', async () => {
    await renderUsers('/user/u-nobody');
    expect(await screen.findByText('This record no longer exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
