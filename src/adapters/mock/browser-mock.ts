import type { DemoData } from '../../application/ports/demo-data.port';
import { broadcastChangeChannel } from './demo-persistence';
import { openIndexedDbSnapshotStore } from './indexeddb-snapshot-store';
import { startMockHost } from './mock-host';

/**
 * The browser's mock in mock mode: the REST contract on the in-memory store kept in IndexedDB (a record created
 * survives a reload and shows in other tabs), beside the template demos. Without IndexedDB (a locked-down
 * browser) the data lives for the tab only. The firebase and http builds start `demo-mock.ts` instead.
 */
export interface BrowserMockSettings {
  readonly latencyMs: number;
  readonly seed: number;
  readonly freightCount: number;
}

const DATABASE = 'freightdesk-demo';

export async function startBrowserMock(settings: BrowserMockSettings): Promise<{ demoData: DemoData | null }> {
  const store = await openIndexedDbSnapshotStore(DATABASE).catch(() => null);
  const channel = store ? broadcastChangeChannel(DATABASE) : null;
  const host = await startMockHost({ ...settings, mode: 'mock', snapshot: store ? { store, channel } : null });
  return {
    demoData: {
      reset: () => host.resetDemoData(),
      onChangedElsewhere: (listener) => channel?.listen(() => listener()) ?? (() => undefined),
    },
  };
}
