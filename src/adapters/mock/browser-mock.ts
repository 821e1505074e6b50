import type { DemoData } from '../../application/ports/demo-data.port';
import { demoHostLink } from './demo-host-link';
import type { DemoHostSettings } from './demo-host-messages';
import { startMockServer } from './mock-server';

/**
 * The browser's mock in mock mode: Pretender on the page hands each product API request to the demo host (the REST
 * contract on the IndexedDB-kept store, `demo-host.worker.ts`) and answers the template demos' requests itself. The
 * demo host runs in a worker, so seeding and answering never hold the page's main thread.
 * The firebase and http builds start `demo-mock.ts` instead.
 */
export interface BrowserMockSettings extends DemoHostSettings {
  readonly latencyMs: number;
}

export async function startBrowserMock(settings: BrowserMockSettings): Promise<{ demoData: DemoData | null }> {
  const link = demoHostLink(settings);
  startMockServer({ ...settings, mode: 'mock', rest: link.rest });
  return { demoData: link.demoData };
}
