import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseConfig, type AppConfig } from './config/env';
import { createAppContainer, type HostPorts } from './di/container';
import { TOKENS } from './di/tokens';
import { App } from './ui/app';
import { StartupErrorScreen } from './ui/features/errors/startup-error-screen';
import { lazyQueryClient } from './ui/queries/lazy-query-client';
import { createAppRouter } from './ui/router';

/** Composition root: settings -> mock host (when needed, with its IndexedDB store) -> container -> router -> render. */
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

async function startMockIfNeeded(config: AppConfig): Promise<HostPorts> {
  if (config.backend === 'http') return {};
  // Pretender replaces fetch and XMLHttpRequest: it must run before the app's first request.
  const { startBrowserMock } = await import('./adapters/mock/browser-mock');
  return startBrowserMock({ ...config.mock, mode: config.backend });
}

async function start(): Promise<void> {
  const parsed = parseConfig(import.meta.env);
  if (!parsed.ok) {
    render(<StartupErrorScreen problems={parsed.problems} />);
    return;
  }
  const { config } = parsed;
  const host = await startMockIfNeeded(config);
  const container = await createAppContainer(config, host);
  const services = { useCases: container.get(TOKENS.useCases), session: container.get(TOKENS.sessionStore) };
  const router = createAppRouter({ ...services, loadQueryClient: lazyQueryClient(services.session) });
  render(<App services={services} router={router} />);
}

start().catch((error: unknown) => render(<StartupErrorScreen error={error} />));
