import { afterEach, describe, expect, it } from 'vitest';
import { createHttpBookmarkRepository } from '../../../src/adapters/http/http-bookmark-repository.adapter';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { handlers as bookmarkHandlers } from '../../../src/adapters/mock/handlers/bookmarks.handlers';
import { startMockServer, type MockServerHandle } from '../../../src/adapters/mock/mock-server';
import { makeShellUseCases } from '../../../src/application/shell/shell.use-cases';
import { starredBar } from '../../../src/domain/bookmarks/bookmarks';

let handle: MockServerHandle | null = null;
afterEach(() => {
  handle?.shutdown();
  handle = null;
});

function shell() {
  handle = startMockServer({
    latencyMs: 0,
    seed: 1,
    freightCount: 10,
    mode: 'firebase',
    modules: [bookmarkHandlers],
  });
  const http = createHttpClient({ baseUrl: '', timeoutMs: 2000 });
  return makeShellUseCases({
    bookmarks: createHttpBookmarkRepository(http),
    storage: createWebStorage(window),
  });
}

describe('bookmarks over HTTP against the mock server', () => {
  it('lists more than 100 bookmarks with Email, Chat, Todo and Calendar starred', async () => {
    const list = await shell().loadBookmarks();
    expect(list.length).toBeGreaterThan(100);
    expect(starredBar(list).starred.map((b) => b.title)).toEqual(['Email', 'Chat', 'Todo', 'Calendar']);
  });

  it('toggles a star on the server and returns the reloaded list', async () => {
    const useCases = shell();
    const list = await useCases.loadBookmarks();
    const freight = list.find((b) => b.title === 'Freight');
    if (!freight) throw new Error('fixture lacks Freight');
    const after = await useCases.toggleBookmark(freight);
    expect(after.find((b) => b.id === freight.id)?.starred).toBe(true);
    const again = await useCases.toggleBookmark({ ...freight, starred: true });
    expect(again.find((b) => b.id === freight.id)?.starred).toBe(false);
  });

  it('answers 404 for an unknown bookmark', async () => {
    const useCases = shell();
    await expect(
      useCases.toggleBookmark({ id: 9999, target: 'x', title: 'x', link: '/', icon: 'x', starred: false }),
    ).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});

describe('customizer persistence', () => {
  it('round-trips settings and falls back to defaults for a corrupt value', () => {
    const useCases = shell();
    expect(useCases.loadCustomizer().layout).toBe('vertical');
    useCases.saveCustomizer({ ...useCases.loadCustomizer(), theme: 'dark' });
    expect(useCases.loadCustomizer().theme).toBe('dark');
    window.localStorage.setItem('freightdesk.customizer.v1', '{broken');
    expect(useCases.loadCustomizer().theme).toBe('light');
  });
});
