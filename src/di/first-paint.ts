import { systemClock } from '../adapters/browser/system-clock.adapter';
import { browserLanguages } from '../adapters/browser/browser-languages';
import { makeAppInfoUseCases } from '../application/app/app-info.use-cases';
import type { AppUseCases } from '../application/app-use-cases';
import type { AuthUseCases } from '../application/auth/auth-use-cases.contract';
import { readLockedAccount } from '../application/auth/locked-account';
import type { DemoAccount } from '../application/ports/auth-gateway.port';
import type { DemoData } from '../application/ports/demo-data.port';
import type { KeyValueStorage } from '../application/ports/key-value-storage.port';
import { makeShellUseCases, type ShellUseCases } from '../application/shell/shell.use-cases';

/**
 * The use cases before the container is there. The container (Inversify, the adapters, the schemas) comes
 * in a chunk of its own, loaded by `start` (at once for a signed-in screen, as the person turns to a sign-in page
 * (a field takes the focus, a key or a pointer is pressed), or by the first call that needs it): the sign-in pages
 * paint without it. What they read while they paint is answered here from this browser's storage (language, customizer, the locked
 * account, the mock's demo accounts); every other call waits for the container and is then passed on, and
 * once it is there every call goes straight to it. The signed-in layout's guard restores the session
 * through it, so no signed-in screen renders before it.
 */
export interface FirstPaintDeps {
  readonly storage: KeyValueStorage;
  readonly demoData: DemoData | null;
  readonly demoAccounts: readonly DemoAccount[];
}

type Area = Record<PropertyKey, unknown>;

export interface FirstPaintServices {
  readonly useCases: AppUseCases;
  /** Starts loading the container (once); a call that needs it starts it too. */
  start(): Promise<AppUseCases>;
}

export function firstPaintUseCases(load: () => Promise<AppUseCases>, deps: FirstPaintDeps): FirstPaintServices {
  let real: AppUseCases | null = null;
  let loading: Promise<AppUseCases> | null = null;
  const start = () =>
    (loading ??= load().then((found) => {
      real = found;
      return found;
    }));
  const area = <K extends keyof AppUseCases>(key: K, early: Partial<AppUseCases[K]>): AppUseCases[K] =>
    new Proxy(early as AppUseCases[K], {
      get(_target, member) {
        if (real) return (real[key] as unknown as Area)[member];
        if (member in early) return (early as Area)[member];
        return (...args: unknown[]) =>
          start().then((found) => ((found[key] as unknown as Area)[member] as (...a: unknown[]) => unknown)(...args));
      },
    });
  // The customizer is read from storage here; the bookmarks are the container's (reached through it).
  const { loadCustomizer, saveCustomizer } = makeShellUseCases({
    storage: deps.storage,
    bookmarks: {
      list: (signal) => start().then((useCases) => useCases.shell.loadBookmarks(signal)),
      toggleStarred: (bookmark) =>
        start()
          .then((useCases) => useCases.shell.toggleBookmark(bookmark))
          .then(() => undefined),
    },
  });
  const shell: Partial<ShellUseCases> = { loadCustomizer, saveCustomizer };
  const auth: Partial<AuthUseCases> = {
    demoAccounts: deps.demoAccounts,
    hostedLogin: null,
    lockedAccount: () => readLockedAccount(deps.storage),
    // Why this page's session ended: only the container's session can end, so before it there is no reason.
    endReason: () => null,
  };
  const useCases: AppUseCases = {
    app: makeAppInfoUseCases({ clock: systemClock, storage: deps.storage, demoData: deps.demoData, browserLanguages }),
    demo: area('demo', {}),
    auth: area('auth', auth),
    shell: area('shell', shell),
    freight: area('freight', {}),
    users: area('users', {}),
    products: area('products', {}),
    contacts: area('contacts', {}),
    audit: area('audit', {}),
    views: area('views', {}),
    documents: area('documents', {}),
    live: area('live', {}),
  };
  return { useCases, start };
}
