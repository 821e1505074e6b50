import { describe, expect, it, vi } from 'vitest';
import { createWebStorage } from '../../src/adapters/browser/web-storage.adapter';
import type { AppUseCases } from '../../src/application/app-use-cases';
import { LOCALE_STORAGE_KEY } from '../../src/application/app/app-info.use-cases';
import { CUSTOMIZER_STORAGE_KEY } from '../../src/application/shell/shell.use-cases';
import { firstPaintUseCases } from '../../src/di/first-paint';

/** A container's use cases, as far as these tests call them. */
function containerUseCases(): AppUseCases {
  return {
    auth: { login: vi.fn(async () => ({ name: 'Ana' })), demoAccounts: [], lockedAccount: () => null },
    freight: { dashboard: vi.fn(async () => 'figures'), label: () => 'sync once there' },
    shell: { loadBookmarks: vi.fn(async () => ['bookmark']) },
  } as unknown as AppUseCases;
}

function setUp() {
  let resolve: (useCases: AppUseCases) => void = () => undefined;
  const ready = new Promise<AppUseCases>((r) => {
    resolve = r;
  });
  const storage = createWebStorage(undefined);
  const demoAccounts = [{ name: 'Demo', email: 'demo@demo.com', password: 'demodemo', role: 'admin' as const }];
  const load = vi.fn(() => ready);
  const { useCases, start } = firstPaintUseCases(load, { storage, demoData: null, demoAccounts });
  return { useCases, start, load, storage, resolve, demoAccounts };
}

describe('firstPaintUseCases', () => {
  it('answers what the sign-in pages read while they paint from storage, without loading the container', () => {
    const { useCases, storage, demoAccounts, load } = setUp();
    storage.set(LOCALE_STORAGE_KEY, 'pt');
    storage.set(CUSTOMIZER_STORAGE_KEY, JSON.stringify({ direction: 'rtl' }));
    expect(useCases.app.preferredLocale()).toBe('pt');
    expect(useCases.shell.loadCustomizer().direction).toBe('rtl');
    expect(useCases.auth.demoAccounts).toBe(demoAccounts);
    expect(useCases.auth.hostedLogin).toBeNull();
    expect(useCases.auth.lockedAccount()).toBeNull();
    // The login page asks why the session ended as it paints: no session has run in this page yet.
    expect(useCases.auth.endReason()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the container for a call that needs it and passes the call on once it is there', async () => {
    const { useCases, resolve, load } = setUp();
    const real = containerUseCases();
    const session = useCases.auth.login({ email: 'a@b.c', password: 'x', remember: false });
    const bookmarks = useCases.shell.loadBookmarks();
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.auth.login).not.toHaveBeenCalled();
    resolve(real);
    await expect(session).resolves.toEqual({ name: 'Ana' });
    await expect(bookmarks).resolves.toEqual(['bookmark']);
    expect(real.auth.login).toHaveBeenCalledWith({ email: 'a@b.c', password: 'x', remember: false });
  });

  it('goes straight to the container once started and there, synchronous members included', async () => {
    const { useCases, resolve, start, load } = setUp();
    const real = containerUseCases();
    resolve(real);
    await start();
    await start();
    expect(load).toHaveBeenCalledTimes(1);
    const freight = useCases.freight as unknown as { label(): string; dashboard(): Promise<string> };
    expect(freight.label()).toBe('sync once there');
    expect(useCases.auth.demoAccounts).toBe(real.auth.demoAccounts);
    expect(freight.dashboard).toBe((real.freight as unknown as { dashboard: unknown }).dashboard);
  });
});
