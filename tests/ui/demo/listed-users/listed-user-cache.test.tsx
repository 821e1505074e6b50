import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DemoSamplesUseCases } from '../../../../src/application/demo/demo-samples.use-cases';
import { AppError } from '../../../../src/application/errors/app-error';
import type { ListedUser } from '../../../../src/domain/demo/listed-users/listed-user.types';
import { renderDemoScreen } from '../render-demo';

function listedUser(id: number, name: string): ListedUser {
  return {
    id,
    username: `user${id}`,
    avatar: '',
    email: `user${id}@demo.test`,
    name,
    country: 'Brazil',
    role: 'staff',
    status: 'active',
    is_verified: true,
    department: 'Operations',
  };
}

/** The demo samples over an array, saving as the server does; the other samples are not used here. */
function samplesOver(users: ListedUser[]) {
  return {
    listedUsers: vi.fn(async () => users.map((u) => ({ ...u }))),
    updateListedUser: vi.fn(async (id: number, edit: Partial<ListedUser>) => {
      const at = users.findIndex((u) => u.id === id);
      users[at] = { ...users[at]!, ...edit };
      return { ...users[at]! };
    }),
  };
}

describe('the demo user screens share one cached user list', () => {
  it('shows the saved user on the view screen without loading the list again', async () => {
    const samples = samplesOver([listedUser(1, 'Ana Souza'), listedUser(2, 'Bruno Lima')]);
    const user = userEvent.setup();
    await renderDemoScreen('/app/user/edit?id=2', { samples: samples as unknown as DemoSamplesUseCases });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Bruno Lima');

    await user.clear(name);
    await user.type(name, 'Bruno Export');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User saved')).toBeInTheDocument();
    expect(samples.updateListedUser).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Bruno Export' })).toBeInTheDocument();
    expect(samples.listedUsers).toHaveBeenCalledTimes(1);
  });

  it('says a failed load in the reader language, never the server text, and loads again on Retry', async () => {
    const samples = samplesOver([listedUser(1, 'Ana Souza')]);
    samples.listedUsers.mockRejectedValueOnce(
      new AppError('server', 'relation "users" does not exist', { status: 500 }),
    );
    const user = userEvent.setup();
    await renderDemoScreen('/app/user/list', { samples: samples as unknown as DemoSamplesUseCases }, 'pt');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O servidor teve um problema. Tente novamente em instantes.');
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByTestId('user-1')).toHaveTextContent('Ana Souza'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(samples.listedUsers).toHaveBeenCalledTimes(2);
  });
});
