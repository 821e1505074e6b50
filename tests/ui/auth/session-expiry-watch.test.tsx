import { act, screen } from '@testing-library/react';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { quietGateway, renderRoute, TEST_ADMIN } from '../../support/render-with-app';

describe('the signed-in layout when the backend ends the session', () => {
  it('shows nothing until the backend ends the session, then the sign-in dialog over the page', async () => {
    let endSession: () => void = () => undefined;
    const gateway = {
      ...quietGateway,
      onSessionEnded: (listener: () => void) => {
        endSession = listener;
        return () => undefined;
      },
    };
    const auth = makeAuthUseCases({
      gateway,
      session: createSessionStore(TEST_ADMIN),
      storage: createWebStorage(window),
    });
    await renderRoute('/access-control', { useCases: { auth }, session: TEST_ADMIN });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => endSession());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/, { selector: 'input' })).toHaveValue(TEST_ADMIN.email);
  });
});
