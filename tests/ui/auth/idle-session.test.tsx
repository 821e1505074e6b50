import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import type { UiLocale } from '../../../src/domain/shared/locale';
import { renderRoute, TEST_ADMIN } from '../../support/render-with-app';
import { fakeProducts } from '../products/render-products';
import { fakeAuthGateway } from '../../support/fake-auth-gateway';

const MINUTE = 60_000;

/** A signed-in admin (restored by the route guard) whose clock the test moves; sign-outs are counted. */
async function signedInScreen(locale: UiLocale) {
  let time = Date.UTC(2026, 10, 26, 9, 0);
  const { gateway, calls } = fakeAuthGateway({ signIn: () => TEST_ADMIN, restored: TEST_ADMIN });
  const session = createSessionStore();
  const auth = makeAuthUseCases({
    gateway,
    session,
    storage: createWebStorage(window),
    clock: { now: () => new Date(time) },
    idleLimitMs: 30 * MINUTE,
  });
  let screenRoute: Awaited<ReturnType<typeof renderRoute>> | undefined;
  await act(async () => {
    screenRoute = await renderRoute('/product/list', {
      sessionStore: session,
      useCases: { auth, products: fakeProducts() },
      locale,
    });
  });
  return {
    ...(screenRoute as Awaited<ReturnType<typeof renderRoute>>),
    calls,
    advance: (ms: number) => (time += ms),
    /** The tab comes back into view: the idle timer looks at the clock at once. */
    cameBack: () => act(async () => void fireEvent(document, new Event('visibilitychange'))),
  };
}

afterEach(() => localStorage.clear());

describe('idle session', () => {
  it('keeps a session that had input, and signs out one that had none, saying why', async () => {
    const view = await signedInScreen('en');
    await screen.findByRole('heading', { name: 'Products' });
    view.advance(20 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    view.advance(20 * MINUTE);
    await view.cameBack();
    expect(view.calls.logout).toBe(0);
    expect(view.router.state.location.pathname).toBe('/product/list');

    view.advance(11 * MINUTE);
    await view.cameBack();
    expect(await screen.findByText(/Your session ended after a period of inactivity/)).toBeInTheDocument();
    expect(view.calls.logout).toBe(1);
    expect(view.router.state.location.pathname).toBe('/pages/login');
    expect(view.router.state.location.search).toEqual({ redirect: '/product/list' });
  });

  it('says it in Portuguese', async () => {
    const view = await signedInScreen('pt');
    view.advance(31 * MINUTE);
    await view.cameBack();
    expect(await screen.findByText(/A sua sessão terminou por inatividade/)).toBeInTheDocument();
  });
});
