import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAuthUseCases } from '../../../src/application/auth/auth.use-cases';
import type { Session } from '../../../src/application/auth/session';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { fakeAuthGateway } from '../../support/fake-auth-gateway';
import { renderRoute, TEST_ADMIN } from '../../support/render-with-app';
import { memoryProducts, productRows } from '../products/render-products';

const MINUTE = 60_000;
const OTHER: Session = { ...TEST_ADMIN, userId: 'u-other', name: 'Otto Other', email: 'other@demo.com' };

/** A product screen for a signed-in admin whose clock, sessions and other tabs the test controls. */
async function productScreen(path: string) {
  let time = Date.UTC(2026, 10, 26, 9, 0);
  const { gateway, signOutElsewhere, refuseSession } = fakeAuthGateway({
    signIn: (email) => (email === OTHER.email ? OTHER : TEST_ADMIN),
    restored: TEST_ADMIN,
  });
  const session = createSessionStore();
  const auth = makeAuthUseCases({
    gateway,
    session,
    storage: createWebStorage(window),
    clock: { now: () => new Date(time) },
    idleLimitMs: 30 * MINUTE,
  });
  const rows = productRows(2);
  const products = memoryProducts(rows);
  let view: Awaited<ReturnType<typeof renderRoute>> | undefined;
  await act(async () => {
    view = await renderRoute(path, { sessionStore: session, useCases: { auth, products } });
  });
  return {
    ...(view as Awaited<ReturnType<typeof renderRoute>>),
    auth,
    rows,
    products,
    expireIdle: async () => {
      time += 31 * MINUTE;
      await act(async () => void fireEvent(document, new Event('visibilitychange')));
      await screen.findByRole('heading', { name: 'Sign in to FreightDesk' });
    },
    signOutElsewhere,
    refuseSession,
  };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

async function typeInto(label: string, value: string) {
  await userEvent.clear(field(label));
  await userEvent.click(field(label));
  await userEvent.paste(value);
}

async function signIn(email: string) {
  await userEvent.click(screen.getByLabelText(/^Email/, { selector: 'input' }));
  await userEvent.paste(email);
  await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demodemo');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => localStorage.clear());

describe('unsaved input when the session ends', { timeout: 60_000 }, () => {
  it('is kept on idle expiry, offered back after signing in again, restored and saved, then gone', async () => {
    const view = await productScreen('/product/p-0001/edit');
    await screen.findByRole('heading', { name: 'Edit product' });
    await typeInto('Description \\(English\\)', 'Roasted coffee');
    await view.expireIdle();

    await signIn(TEST_ADMIN.email);
    const offer = await screen.findByTestId('draft-offer');
    expect(offer).toHaveTextContent('You had unsaved changes to P-0001 when your session ended.');
    expect(field('Description \\(English\\)')).toHaveValue('Product 0001');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(field('Description \\(English\\)')).toHaveValue('Roasted coffee');
    expect(screen.queryByTestId('draft-offer')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.rows[0]?.descriptionEn).toBe('Roasted coffee'));
    // Leaving the saved form goes where it was opened from, never back to the login page.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/product/list'));
    expect(view.auth.drafts.find(TEST_ADMIN.userId, '/product/p-0001/edit')).toBeNull();
  });

  it('is not shown to another person signing in on the same browser', async () => {
    const view = await productScreen('/product/new');
    await screen.findByRole('heading', { name: 'New product' });
    await typeInto('Code', 'P-9001');
    await view.expireIdle();

    await signIn(OTHER.email);
    await screen.findByRole('heading', { name: 'New product' });
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    expect(view.auth.drafts.find(TEST_ADMIN.userId, '/product/new')?.values).toMatchObject({ code: 'P-9001' });
  });

  it('is kept when another tab signs out, and discarding it forgets it', async () => {
    const view = await productScreen('/product/new');
    await screen.findByRole('heading', { name: 'New product' });
    await typeInto('Code', 'P-9002');
    await view.signOutElsewhere();
    await screen.findByRole('heading', { name: 'Sign in to FreightDesk' });
    await act(() => view.router.navigate({ to: '/pages/login', search: { redirect: '/product/new' } }));

    await signIn(TEST_ADMIN.email);
    const offer = await screen.findByTestId('draft-offer');
    expect(offer).toHaveTextContent('You had unsaved changes to this new record when your session ended.');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(field('Code')).toHaveValue('');
    expect(view.auth.drafts.find(TEST_ADMIN.userId, '/product/new')).toBeNull();
  });

  it('is kept when the backend refuses the session, and forgotten when the person signs in again over the page', async () => {
    const view = await productScreen('/product/new');
    await screen.findByRole('heading', { name: 'New product' });
    await typeInto('Code', 'P-9003');
    await view.refuseSession();
    expect(view.auth.drafts.find(TEST_ADMIN.userId, '/product/new')?.values).toMatchObject({ code: 'P-9003' });

    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'demodemo{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your session has ended' })).toBeNull());
    expect(field('Code')).toHaveValue('P-9003');
    expect(view.auth.drafts.find(TEST_ADMIN.userId, '/product/new')).toBeNull();
  });

  it('is not kept when nothing was typed', async () => {
    const view = await productScreen('/product/new');
    await screen.findByRole('heading', { name: 'New product' });
    await view.expireIdle();
    expect(view.auth.drafts.find(TEST_ADMIN.userId, '/product/new')).toBeNull();
  });
});
