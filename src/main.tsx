import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DemoData } from './application/ports/demo-data.port';
import { parseConfig, type AppConfig, type ConfigProblem } from './config/env';
import { createAppContainer, type HostPorts } from './di/container';
import { TOKENS } from './di/tokens';
import { App } from './ui/app';
import { loadFrameCatalogue } from './ui/i18n/frame-catalogue';
import { lazyQueryClient } from './ui/queries/lazy-query-client';
import { createAppRouter, preloadCurrentRoute } from './ui/router';

/**
 * Composition root: settings -> container -> router -> render, the first screen's code and texts fetched
 * side by side. The in-browser backend is no part of it: it starts on the app's first request (or the
 * first key or pointer press, which comes before one) and only requests wait for it.
 */
const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const rootElement: HTMLElement = found;
const root = createRoot(rootElement);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

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

function browserBackend(config: AppConfig): HostPorts {
  if (config.backend === 'http') return {};
  const mode = config.backend;
  let started: Promise<{ demoData: DemoData | null }> | null = null;
  const start = () => {
    if (!started) {
      started = import('./adapters/mock/browser-mock').then(({ startBrowserMock }) =>
        startBrowserMock({ ...config.mock, mode }),
      );
      started.catch((error: unknown) => renderStartupError({ error }));
    }
    return started;
  };
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, () => void start(), { once: true, capture: true, passive: true });
  }
  return {
    backendReady: () => start().then(() => undefined),
    demoData:
      mode === 'mock'
        ? {
            reset: async () => {
              await (await start()).demoData?.reset();
            },
            onChangedElsewhere: (listener) => {
              let stop: () => void = () => undefined;
              let stopped = false;
              void start().then(({ demoData }) => {
                if (!stopped && demoData) stop = demoData.onChangedElsewhere(listener);
              });
              return () => {
                stopped = true;
                stop();
              };
            },
          }
        : null,
  };
}

async function start(): Promise<void> {
  const parsed = parseConfig(import.meta.env);
  if (!parsed.ok) {
    renderStartupError({ problems: parsed.problems });
    return;
  }
  const { config } = parsed;
  const container = await createAppContainer(config, browserBackend(config));
  const services = { useCases: container.get(TOKENS.useCases), session: container.get(TOKENS.sessionStore) };
  const router = createAppRouter({ ...services, loadQueryClient: lazyQueryClient(services.session) });
  await Promise.all([loadFrameCatalogue(services.useCases.app.storedLocale()), preloadCurrentRoute(router)]);
  render(<App services={services} router={router} />);
}

start().catch((error: unknown) => renderStartupError({ error }));
