import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render-with-app';

describe('the access-control page', () => {
  it('shows who is signed in and says so when switching the role is refused', async () => {
    // The harness's session was never vouched for by a backend sign-in, so no role may be previewed.
    await renderRoute('/access-control');
    expect(await screen.findByRole('heading', { name: 'Access control' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an administrator may view the app as another role.',
    );
  });
});
