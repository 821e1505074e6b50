import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWebStorage } from './adapters/browser/web-storage.adapter';
import { mockDemoAccounts } from './adapters/mock/demo-accounts';
import { createSessionStore } from './application/auth/session-store';
import type { AppUseCases } from './application/app-use-cases';
import type { DemoData } from './application/ports/demo-data.port';
import { parseConfig, type AppConfig, type ConfigProblem } from './config/env';
import type { HostPorts } from './di/container';
import { firstPaintUseCases } from './di/first-paint';
import { App } from './ui/app';
import { loadFrameCatalogue } from './ui/i18n/frame-catalogue';
import { lazyQueryClient } from './ui/queries/lazy-query-client';
import { createAppRouter, opensSignedInScreen, preloadCurrentRoute } from './ui/router';

/**
 * Composition root: settings -> router -> render, the first screen's code and texts fetched side by side.
 * The container and the in-browser backend are no part of it: the container comes in a chunk of its own,
 * fetched at once for a signed-in screen and as the person turns to a sign-in page, and awaited only by
 * what needs it (see `di/first-paint.ts`); the in-browser mock starts on the app's first request (or the first
 * key or pointer press, which comes before one, or at once for a signed-in screen) and only requests wait for it.
 */
// Taken before the demos' Pretender replaces it (its fetch answers only once a response is complete: no streams).
const nativeFetch = window.fetch.bind(window);
const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const rootElement: HTMLElement = found;
const root = createRoot(rootElement);
// Rendered in a transition: React builds the first screen in slices of a few milliseconds, yielding to the browser
// between them, instead of holding the main thread for the whole tree (on a phone, a tenth of a second).
const render = (node: ReactNode) => startTransition(() => root.render(<StrictMode>{node}</StrictMode>));

/**
 * Fixed when the bundle is built: a build for VITE_BACKEND=http or firebase carries neither the product mock
 * (the REST route table, the in-browser store, the seeded fixtures) nor its demo accounts, only the template
 * demos' mock (tests/build checks the output).
 */
const BUILT_FOR: string | undefined = import.meta.env.VITE_BACKEND;
const PRODUCT_MOCK_BUILT = BUILT_FOR !== 'http' && BUILT_FOR !== 'firebase';

/** Only a failed start needs its screen, so it comes in a chunk of its own (plain words if even that fails). */
function renderStartupError(failure: { problems?: readonly ConfigProblem[]; error?: unknown }): void {
  import('./ui/features/errors/startup-error-screen').then(
    ({ StartupErrorScreen }) => render(<StartupErrorScreen {...failure} />),
    () => {
      rootElement.textContent =
        'FreightDesk could not start: reload the page. / O FreightDesk não iniciou: recarregue a página.';
    },
  );
}

/** The person turning to the page: a field takes the focus, a key or a pointer is pressed. */
const TURNS_TO_PAGE: readonly (keyof WindowEventMap)[] = ['focusin', 'pointerdown', 'keydown'];

/**
 * Starts `load` once, on the first call or the first of `events` (a key or pointer press); a failure shows the
 * start-up error.
 */
function onFirstUse<T>(
  load: () => Promise<T>,
  events: readonly (keyof WindowEventMap)[] = ['pointerdown', 'keydown'],
): () => Promise<T> {
  let started: Promise<T> | null = null;
  const start = () => {
    if (!started) {
      started = load();
      started.catch((error: unknown) => renderStartupError({ error }));
    }
    return started;
  };
  for (const type of events) {
    window.addEventListener(type, () => void start(), { once: true, capture: true, passive: true });
  }
  return start;
}

/** The product mock and the demos' mock in mock mode; elsewhere only the demos' mock. */
function browserBackend(config: AppConfig): HostPorts {
  if (!PRODUCT_MOCK_BUILT || config.backend !== 'mock') {
    const mode = config.backend === 'mock' ? 'http' : config.backend;
    const demoReady = onFirstUse(() =>
      import('./adapters/mock/demo-mock').then(({ startDemoMock }) => startDemoMock({ ...config.mock, mode })),
    );
    return { demoReady };
  }
  // Started as the person turns to a form (a field takes the focus), so the demo data is seeded while they sign in
  // and a sign-in waits for nothing; a page only looked at (or measured) pays nothing for it.
  const start = onFirstUse(
    () => import('./adapters/mock/browser-mock').then(({ startBrowserMock }) => startBrowserMock(config.mock)),
    TURNS_TO_PAGE,
  );
  const demoData: DemoData = {
    reset: async () => {
      await (await start()).demoData?.reset();
    },
    onChangedElsewhere: (listener) => {
      let stop: () => void = () => undefined;
      let stopped = false;
      void start().then(({ demoData: data }) => {
        if (!stopped && data) stop = data.onChangedElsewhere(listener);
      });
      return () => {
        stopped = true;
        stop();
      };
    },
  };
  return { backendReady: () => start().then(() => undefined), demoData, demoAccounts: mockDemoAccounts() };
}

/**
 * Ends the current task, so the browser may paint or answer a key between two steps of the start: the bundle's
 * evaluation, the settings and services, the router are each a few milliseconds, but on a phone they would be one
 * task of a tenth of a second together.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  const parsed = parseConfig(import.meta.env);
  if (!parsed.ok) {
    renderStartupError({ problems: parsed.problems });
    return;
  }
  const { config } = parsed;
  const storage = createWebStorage(window);
  const session = createSessionStore();
  const host = { ...browserBackend(config), storage, session, nativeFetch };
  // A sign-in page paints and answers what it shows without the container (on a phone its code takes a tenth of a
  // second of main thread to run): it comes as the person turns to the page (well before a sign-in is sent), with
  // the first call that needs it, or at once for a signed-in screen (below).
  const load = onFirstUse(
    (): Promise<AppUseCases> =>
      import('./di/container').then(({ createAppUseCases }) => createAppUseCases(config, host)),
    TURNS_TO_PAGE,
  );
  // The hosted login's button needs its client as it paints: with Auth0 configured the first paint waits.
  const services = config.hostedLogin
    ? { useCases: await load(), session, start: load }
    : {
        ...firstPaintUseCases(load, {
          storage,
          demoData: host.demoData ?? null,
          demoAccounts: host.demoAccounts ?? [],
        }),
        session,
      };
  const { useCases } = services;
  await nextTask();
  const router = createAppRouter({ useCases, session, loadQueryClient: lazyQueryClient(session) });
  // A signed-in screen needs the container at once; the sign-in pages fetch it as the person turns to them, so that
  // its bytes and its code do not share the network and the main thread with what they paint with.
  if (opensSignedInScreen(router)) {
    void services.start();
    // The session restore's first request needs the backend: in mock mode its worker starts seeding now.
    void host.backendReady?.();
  }
  await Promise.all([loadFrameCatalogue(useCases.app.preferredLocale()), preloadCurrentRoute(router)]);
  render(<App services={{ useCases, session }} router={router} />);
}

start().catch((error: unknown) => renderStartupError({ error }));
