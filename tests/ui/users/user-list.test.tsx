import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import { memoryUsers, renderUsers, STAFF } from './users-harness';

const rowOf = (name: string) =>
  screen.getAllByTestId('list-row').find((row) => within(row).queryByText(name)) as HTMLElement;

describe('user list', () => {
  it('shows a user with role "user" the list read-only, with the reason', async () => {
    await renderUsers('/user/list', { session: STAFF });
    expect(await screen.findByText('Bia Costa')).toBeInTheDocument();
    expect(screen.getByTestId('users-read-only')).toHaveTextContent('Only admins can add, change or remove them.');
    expect(screen.queryByRole('link', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Bia Costa' })).toHaveAttribute('href', '/user/u-bia');
  });

  it('gives an admin create, edit and remove, but not removing themself', async () => {
    await renderUsers('/user/list');
    await screen.findByText('Bia Costa');
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '/user/new');
    expect(screen.getByRole('link', { name: 'Edit Bia Costa' })).toHaveAttribute('href', '/user/edit/u-bia');
    const own = within(rowOf('Ana Admin')).getByRole('button', { name: 'Remove Ana Admin' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    expect(own).toHaveAccessibleDescription('You cannot remove yourself.');
  });

  it('searches over name and email, filters by role and sorts by a column', async () => {
    const user = userEvent.setup();
    const { router } = await renderUsers('/user/list');
    await screen.findByText('Bia Costa');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'old@demo');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(1));
    expect(screen.getByText('Otto Old')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(1));
    expect(router.state.location.search).toMatchObject({ rule: 'admin' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '');
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(screen.getAllByTestId('user-name')[0]).toHaveTextContent('Sam Staff'));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('deactivates a user with history after saying so, and deletes one without', async () => {
    const user = userEvent.setup();
    const repository = memoryUsers(undefined, ['u-staff']);
    await renderUsers('/user/list', { repository });
    await screen.findByText('Sam Staff');
    await user.click(screen.getByRole('button', { name: 'Remove Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    expect(dialog).toHaveTextContent('will be deactivated instead of deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('“Sam Staff” was deactivated.')).toBeInTheDocument();
    expect(repository.rows.find((u) => u.id === 'u-staff')?.status).toBe('inactive');

    await user.click(screen.getByRole('button', { name: 'Remove Bia Costa' }));
    const second = await screen.findByRole('dialog', { name: 'Delete this user?' });
    expect(second).toHaveTextContent('has no history and will be deleted');
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Bia Costa')).not.toBeInTheDocument());
    expect(repository.rows.some((u) => u.id === 'u-bia')).toBe(false);
  });

  it('shows a failed load with a retry that loads again', async () => {
    const user = userEvent.setup();
    const repository = memoryUsers();
    repository.failNext('list', new AppError('network', 'offline'));
    await renderUsers('/user/list', { repository });
    expect(await screen.findByText(/The server could not be reached/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bia Costa')).toBeInTheDocument();
  });

  it('says when nothing matches and speaks Portuguese', async () => {
    const user = userEvent.setup();
    await renderUsers('/user/list', { locale: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo usuário' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'zzzz');
    expect(await screen.findByText('Nada encontrado')).toBeInTheDocument();
    expect(screen.queryAllByTestId('list-row')).toHaveLength(0);
  });
});
