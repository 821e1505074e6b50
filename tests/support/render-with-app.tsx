import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AppUseCases } from '../../src/application/app-use-cases';
import { makeAppInfoUseCases } from '../../src/application/app/app-info.use-cases';
import { makeAuthUseCases } from '../../src/application/auth/auth.use-cases';
import type { Session } from '../../src/application/auth/session';
import { createSessionStore, type SessionStore } from '../../src/application/auth/session-store';
import type { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { noLiveChanges } from '../../src/application/ports/live-changes.port';
import type { Clock } from '../../src/application/ports/clock.port';
import { createWebStorage } from '../../src/adapters/browser/web-storage.adapter';
import type { UiLocale } from '../../src/domain/shared/locale';
import { ServicesProvider } from '../../src/ui/app-context';
import { I18nProvider } from '../../src/ui/i18n/i18n-provider';
import { createAppRouter, preloadCurrentRoute, type AppRouter } from '../../src/ui/router';
import { cssVariablesResolver } from '../../src/ui/theme';
import { testTheme } from './test-theme';
import NotificationsHost from '../../src/ui/components/notifications-host';
import { combineCatalogs, FeatureIntl } from '../../src/ui/components/feature-intl';
import type { FeatureMessages } from '../../src/ui/i18n/messages';
import { createQueryClient } from '../../src/ui/queries/query-client';
import { fakeShellUseCases } from './shell-fakes';
import { emptyMemoryData } from '../../src/adapters/memory/memory-data';
import { createMemorySavedViewStore } from '../../src/adapters/memory/memory-saved-views';
import { createLocalSavedViewRepository } from '../../src/application/local/local-saved-view-repository';
import type { KeyValueStorage } from '../../src/application/ports/key-value-storage.port';
import { makeSavedViewService } from '../../src/application/saved-views/saved-view-service';
import { makeSavedViewUseCases } from '../../src/application/saved-views/saved-view.use-cases';

// Screens come in lazy route chunks that vitest compiles on first use, which on a busy machine takes
// longer than testing-library's one-second wait for what a screen shows.
configure({ asyncUtilTimeout: 15_000 });

// Screens rendered on their own (without their route) get every feature's texts, lazy ones included.
const ALL_FEATURE_TEXTS = combineCatalogs(
  ...Object.values(
    import.meta.glob<FeatureMessages>(
      [
        '../../src/ui/features/*/messages.ts',
        '../../src/ui/features/demo/*/messages.ts',
        '../../src/ui/i18n/*.messages.ts',
      ],
      {
        eager: true,
        import: 'messages',
      },
    ),
  ),
);

export interface AppHarnessOptions {
  /** Use cases to replace (or add) on top of the defaults. */
  readonly useCases?: Partial<AppUseCases>;
  readonly session?: Session | null;
  /** The session store to use, when the test built the auth use cases on it (then `session` is ignored). */
  readonly sessionStore?: SessionStore;
  readonly locale?: UiLocale;
  readonly now?: Date;
  /**
   * False: renders once the address's route chunks are fetched, as `main.tsx` does, while the guards still run (what
   * shows while a session is restored).
   */
  readonly awaitLoad?: boolean;
}

export interface AppHarness {
  readonly useCases: AppUseCases;
  readonly session: SessionStore;
  /** The test's own server-state cache (what the app loads lazily in the signed-in layout). */
  readonly queryClient: QueryClient;
}

export function fixedClock(now: Date): Clock {
  return { now: () => now };
}

export const TEST_ADMIN: Session = {
  userId: 'u-admin',
  name: 'Ana Admin',
  email: 'admin@demo.com',
  role: 'admin',
  loggedInWith: 'jwt',
};

/** Signs nobody in and out: enough for the signed-in frame, which only listens for a session ending. */
export const quietGateway: AuthGateway = {
  provider: 'jwt',
  demoAccounts: [],
  login: async () => {
    throw new Error('renderWithApp: no sign-in in this test');
  },
  register: async () => {
    throw new Error('renderWithApp: no registration in this test');
  },
  restore: async () => null,
  logout: async () => undefined,
  requestPasswordReset: async () => undefined,
  resetPassword: async () => undefined,
  onSessionEnded: () => () => undefined,
};

/** Saved views on an in-memory store, as whoever is signed in: every list screen has its views menu. */
export function memorySavedViews(
  session: SessionStore,
  storage: KeyValueStorage,
  clock: Clock = fixedClock(new Date()),
) {
  let n = 0;
  const service = makeSavedViewService({
    views: createMemorySavedViewStore(emptyMemoryData()),
    clock,
    ids: { newId: (prefix) => `${prefix}-${(n += 1)}` },
  });
  const callers = {
    current: async () => {
      const who = session.current();
      return { id: who?.userId ?? '', name: who?.name ?? '', role: who?.role ?? 'user' } as const;
    },
  };
  return makeSavedViewUseCases({ views: createLocalSavedViewRepository(service, callers), storage });
}

function buildHarness(options: AppHarnessOptions): AppHarness {
  const storage = createWebStorage(window);
  const session =
    options.sessionStore ?? createSessionStore(options.session === undefined ? TEST_ADMIN : options.session);
  const given: Partial<AppUseCases> = {
    app: makeAppInfoUseCases({ clock: fixedClock(options.now ?? new Date('2026-11-21T12:00:00Z')), storage }),
    // The signed-in frame around every `_app` screen: no bookmarks, nobody signing in.
    shell: fakeShellUseCases(storage),
    auth: makeAuthUseCases({ gateway: quietGateway, session, storage }),
    views: memorySavedViews(session, storage),
    live: noLiveChanges,
    ...options.useCases,
  };
  // An area the test did not provide fails loudly with its name instead of "undefined is not an object".
  const useCases = new Proxy(given, {
    get(target, area: string) {
      if (area in target) return target[area as keyof AppUseCases];
      if (typeof area !== 'string' || area === 'then' || area.startsWith('$$') || area === 'toJSON') return undefined;
      throw new Error(`renderWithApp: use-case area "${area}" was not provided; pass it in options.useCases`);
    },
  }) as AppUseCases;
  return { useCases, session, queryClient: createQueryClient(session) };
}

function Providers({ harness, locale, children }: { harness: AppHarness; locale?: UiLocale; children: ReactNode }) {
  return (
    <ServicesProvider services={harness}>
      <QueryClientProvider client={harness.queryClient}>
        <MantineProvider theme={testTheme} cssVariablesResolver={cssVariablesResolver}>
          <I18nProvider {...(locale ? { initialLocale: locale } : {})}>
            <NotificationsHost />
            <FeatureIntl messages={ALL_FEATURE_TEXTS}>{children}</FeatureIntl>
          </I18nProvider>
        </MantineProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

/** Renders a component inside the app's providers (Mantine, i18n, use cases, session, query cache). */
export function renderWithApp(ui: ReactNode, options: AppHarnessOptions = {}): RenderResult & { harness: AppHarness } {
  const harness = buildHarness(options);
  const result = render(
    <Providers harness={harness} {...(options.locale ? { locale: options.locale } : {})}>
      {ui}
    </Providers>,
  );
  return { ...result, harness };
}

/** Renders the whole router at a path (memory history), with guards and lazy routes. */
export async function renderRoute(
  path: string,
  options: AppHarnessOptions = {},
): Promise<RenderResult & { harness: AppHarness; router: AppRouter }> {
  const harness = buildHarness(options);
  const router = createAppRouter(
    { ...harness, loadQueryClient: async () => harness.queryClient },
    createMemoryHistory({ initialEntries: [path] }),
  );
  await (options.awaitLoad === false ? preloadCurrentRoute(router) : router.load());
  const result = render(
    <Providers harness={harness} {...(options.locale ? { locale: options.locale } : {})}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, harness, router };
}
