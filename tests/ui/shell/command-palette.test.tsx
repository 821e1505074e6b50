import { useParams } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import type { AppUseCases } from '../../../src/application/app-use-cases';
import { makeAppInfoUseCases } from '../../../src/application/app/app-info.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import { fixedClock, TEST_ADMIN } from '../../support/render-with-app';
import { renderFrame } from '../../support/render-frame';
import { fakeShellUseCases } from '../../support/shell-fakes';

const SHIPMENT = {
  id: 'f-42',
  reference: 'FD-2026-0042',
  transportDocument: 'MAEU123',
  carrier: 'Maersk',
  consignee: { name: 'Acme' },
} as unknown as FreightRecord;

async function renderPalette(path: string) {
  const storage = createWebStorage(window);
  const session = createSessionStore(TEST_ADMIN);
  const list = vi.fn(async ({ text }: { text: string }) => {
    const items = SHIPMENT.reference.includes(text) ? [SHIPMENT] : [];
    return { items, total: items.length, page: 1, pageCount: 1 };
  });
  const saved = vi.fn();
  const useCases = {
    app: makeAppInfoUseCases({ clock: fixedClock(new Date('2026-11-21T12:00:00Z')), storage }),
    auth: { logout: async () => session.set(null) },
    shell: fakeShellUseCases(storage, { bookmarks: [] }),
    freight: { list },
    contacts: { search: async () => [] },
    products: { search: async () => [] },
  } as unknown as AppUseCases;
  const router = await renderFrame({
    useCases,
    session,
    path,
    pages: {
      '/': () => <h1>Home page</h1>,
      '/freight/list': () => (
        <>
          <h1>Shipments</h1>
          <input aria-label="Search shipments" data-shortcut="list-search" />
          <a href="/freight/new" data-shortcut="new-record" onClick={(e) => e.preventDefault()}>
            New shipment
          </a>
        </>
      ),
      '/freight/$id': function Detail() {
        const { id } = useParams({ strict: false });
        return <h1>Shipment {id}</h1>;
      },
      '/product/new': () => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            saved();
          }}
        >
          <input aria-label="Code" />
          <button type="submit">Save</button>
        </form>
      ),
    },
  });
  return { list, saved, router };
}

describe('the command palette', () => {
  it('opens with Ctrl+K, finds a shipment by its reference as one types, and Enter opens it', async () => {
    const user = userEvent.setup();
    const { list } = await renderPalette('/');
    await screen.findByText('Home page');
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('textbox', { name: /Search shipments, contacts/ });
    await user.type(search, '0042');
    const hit = await screen.findByTestId('palette-shipment-f-42');
    expect(hit).toHaveTextContent('FD-2026-0042');
    // Typing is debounced: one search for the settled text, through the freight use case.
    expect(list.mock.calls.map(([q]) => q.text)).toEqual(['0042']);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Shipment f-42' })).toBeInTheDocument();
  });

  it('opens from the navbar’s search box and runs a command in the reader’s language', async () => {
    const user = userEvent.setup();
    await renderPalette('/');
    await screen.findByText('Home page');
    await user.click(screen.getByTestId('command-palette-open'));
    const search = await screen.findByRole('textbox', { name: /Search shipments, contacts/ });
    await user.type(search, 'portug');
    const results = screen.getByLabelText('Results');
    expect(within(results).getByText('Switch language to Português')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('command-palette-open')).toHaveTextContent('Pesquisar…');
  });
});

describe('the keyboard shortcuts', () => {
  it('focus the list search with /, start a new record with n, but never while typing', async () => {
    const user = userEvent.setup();
    const { router } = await renderPalette('/freight/list');
    await screen.findByRole('heading', { name: 'Shipments' });
    const newRecord = vi.fn();
    screen.getByRole('link', { name: 'New shipment' }).addEventListener('click', newRecord);
    await user.keyboard('/');
    const search = screen.getByRole('textbox', { name: 'Search shipments' });
    expect(search).toHaveFocus();
    await user.keyboard('n/?');
    expect(search).toHaveValue('n/?');
    expect(newRecord).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    search.blur();
    await user.keyboard('n');
    expect(newRecord).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/freight/list');
  });

  it('list themselves with ? and close with Esc', async () => {
    const user = userEvent.setup();
    await renderPalette('/');
    await screen.findByText('Home page');
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Go to the list’s search')).toBeInTheDocument();
    expect(within(help).getByText('Save the form (⌘S on a Mac)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull());
  });

  it('save the form with Ctrl+S, from inside a field too', async () => {
    const user = userEvent.setup();
    const { saved } = await renderPalette('/product/new');
    await user.click(await screen.findByRole('textbox', { name: 'Code' }));
    await user.keyboard('P-1{Control>}s{/Control}');
    expect(saved).toHaveBeenCalledTimes(1);
  });
});
