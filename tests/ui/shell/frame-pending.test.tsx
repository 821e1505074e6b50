import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import type { Session } from '../../../src/application/auth/session';
import { createSessionStore } from '../../../src/application/auth/session-store';
import type { UiLocale } from '../../../src/domain/shared/locale';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { quietGateway, renderRoute, TEST_ADMIN } from '../../support/render-with-app';

/** A signed-in screen opened while the backend is still answering the session restore. */
function openWhileRestoring(locale: UiLocale = 'en') {
  let answer: (session: Session | null) => void = () => undefined;
  const restored = new Promise<Session | null>((resolve) => {
    answer = resolve;
  });
  const session = createSessionStore(null);
  const auth = makeAuthUseCases({
    gateway: { ...quietGateway, restore: () => restored },
    session,
    storage: createWebStorage(window),
  });
  const opened = renderRoute('/access-control', {
    sessionStore: session,
    useCases: { auth },
    awaitLoad: false,
    locale,
  });
  return { opened, answer };
}

describe('a signed-in screen while its session is restored', () => {
  it("shows the frame's outline with the product's name and a busy page, then the screen", async () => {
    const { opened, answer } = openWhileRestoring();
    await opened;
    const pending = await screen.findByTestId('frame-pending');
    expect(pending).toHaveTextContent('FreightDesk');
    expect(screen.getByRole('main', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('app-frame')).toBeNull();

    answer(TEST_ADMIN);
    expect(await screen.findByTestId('app-frame')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('frame-pending')).toBeNull());
  });

  it('says it is loading in Portuguese to a Portuguese reader', async () => {
    const { opened } = openWhileRestoring('pt');
    await opened;
    await screen.findByTestId('frame-pending');
    expect(screen.getByRole('main', { name: 'Carregando…' })).toBeInTheDocument();
  });

  it('gives way to the login page when there is no session to restore', async () => {
    const { opened, answer } = openWhileRestoring();
    const { router } = await opened;
    await screen.findByTestId('frame-pending');
    answer(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/login'));
    await waitFor(() => expect(screen.queryByTestId('frame-pending')).toBeNull());
  });
});
