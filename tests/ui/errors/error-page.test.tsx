import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../src/ui/features/errors/error-page';
import { renderRoute, renderWithApp } from '../../support/render-with-app';

describe('the one error page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('serves /misc/error/404 in English with the way to the dashboard', async () => {
    await renderRoute('/misc/error/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/');
    // Opened directly, there is no page of the app to go back to.
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
  });

  it('serves /misc/error/500 and /misc/not-authorized in Portuguese', async () => {
    const { unmount } = await renderRoute('/misc/error/500', { locale: 'pt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erro interno do servidor' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();
    unmount();
    await renderRoute('/misc/not-authorized', { locale: 'pt' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso não autorizado' })).toBeVisible();
    expect(screen.getByText(/O seu perfil não dá acesso a esta página/)).toBeVisible();
  });

  it("is the router's page for an unknown address, and names the address", async () => {
    await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('/no/such/page')).toBeVisible();
  });

  it('offers "Go back" once there is a page of the app behind it', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/misc/error/404');
    await screen.findByRole('heading', { name: 'Page not found' });
    await router.navigate({ to: '/misc/not-authorized' });
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/misc/error/404');
  });

  it('shows a screen that failed as an alert with "Try again", which renders the screen again', async () => {
    const user = userEvent.setup();
    // React and the router report the thrown error on the console; here it is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failing = true;
    function Screen() {
      if (failing) throw new Error('the screen broke');
      return <p>The screen works</p>;
    }
    const router = createRouter({
      routeTree: createRootRoute({ component: Screen, errorComponent: RouteErrorPage }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderWithApp(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen could not be shown');
    expect(screen.queryByText('the screen broke')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The screen works')).toBeVisible();
  });
});
