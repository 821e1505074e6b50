import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import type { AppUseCases } from '../../../src/application/app-use-cases';
import { makeAppInfoUseCases } from '../../../src/application/app/app-info.use-cases';
import { createSessionStore } from '../../../src/application/auth/session-store';
import { CUSTOMIZER_STORAGE_KEY } from '../../../src/application/shell/shell.use-cases';
import { fixedClock, TEST_ADMIN } from '../../support/render-with-app';
import { renderFrame } from '../../support/render-frame';
import { fakeShellUseCases } from '../../support/shell-fakes';

const bookmark = (id: number, title: string, starred: boolean) => ({
  id,
  target: title,
  title,
  link: `/${title.toLowerCase()}`,
  icon: 'file',
  starred,
});

async function renderAppFrame() {
  const storage = createWebStorage(window);
  const session = createSessionStore(TEST_ADMIN);
  const useCases = {
    app: makeAppInfoUseCases({ clock: fixedClock(new Date('2026-11-21T12:00:00Z')), storage }),
    auth: { logout: async () => session.set(null) },
    shell: fakeShellUseCases(storage, { bookmarks: [bookmark(1, 'Email', true), bookmark(2, 'Chat', false)] }),
  } as unknown as AppUseCases;
  const loadBookmarks = vi.spyOn(useCases.shell, 'loadBookmarks');
  await renderFrame({ useCases, session, pages: { '/': () => <h1>Home page</h1> } });
  await screen.findByText('Home page');
  return { loadBookmarks };
}

describe('the signed-in frame', () => {
  it('shows the product sidebar and the starred bookmark', async () => {
    await renderAppFrame();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const label of ['Dashboard', 'Freight', 'User', 'Produtos', 'Contatos'])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(await within(screen.getByTestId('bookmark-bar')).findByRole('link', { name: 'Email' })).toBeInTheDocument();
  });

  it('switches the menu to Portuguese', async () => {
    const user = userEvent.setup();
    await renderAppFrame();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Português' }));
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Painel' })).toBeInTheDocument();
    expect(within(nav).getByText('Configurar')).toBeInTheDocument();
  });

  it('collapses the sidebar and persists the choice', async () => {
    const user = userEvent.setup();
    await renderAppFrame();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    await waitFor(() =>
      expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', expect.stringMatching(/collapsed|peeking/)),
    );
    expect(JSON.parse(window.localStorage.getItem(CUSTOMIZER_STORAGE_KEY) ?? '{}')).toMatchObject({
      sidebarCollapsed: true,
    });
  });

  it('stars a bookmark: the bar shows the list the server answered with, without loading it again', async () => {
    const user = userEvent.setup();
    const { loadBookmarks } = await renderAppFrame();
    const bar = screen.getByTestId('bookmark-bar');
    await within(bar).findByRole('link', { name: 'Email' });
    expect(within(bar).queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Search bookmarks' }), 'Chat');
    await user.keyboard('{ArrowDown}{Shift>}{Enter}{/Shift}');
    expect(await within(bar).findByRole('link', { name: 'Chat' })).toBeInTheDocument();
    expect(loadBookmarks).toHaveBeenCalledTimes(1);
  });
});
