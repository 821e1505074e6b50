import { broadcastChangeChannel } from './demo-persistence';
import { headerPairs, type FromDemoHost, type ToDemoHost } from './demo-host-messages';
import { openIndexedDbSnapshotStore } from './indexeddb-snapshot-store';
import { startMockHost, type MockHostHandle } from './mock-host';

/**
 * The demo's product API in a worker of its own: the REST contract on the in-memory store kept in IndexedDB (a
 * record created survives a reload and shows in other tabs). Seeding, reading the snapshot and answering happen off
 * the page's main thread, so the page paints and responds meanwhile. Without IndexedDB (a locked-down browser) the
 * data lives for the tab only. The page's side is `browser-mock.ts`.
 */
interface WorkerScope {
  postMessage(message: FromDemoHost): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToDemoHost>) => void): void;
}
const scope = globalThis as unknown as WorkerScope;
const DATABASE = 'freightdesk-demo';

// The host keeps the page's time, as it did when it ran on the page: a page whose clock was moved (a wrong system
// clock, a test that jumps a day ahead) sees its tokens expire and its dates fall by that clock.
let pageClockOffsetMs = 0;
const now = () => new Date(Date.now() + pageClockOffsetMs);

async function open(settings: Extract<ToDemoHost, { kind: 'start' }>['settings']): Promise<MockHostHandle> {
  const store = await openIndexedDbSnapshotStore(DATABASE).catch(() => null);
  const channel = store ? broadcastChangeChannel(DATABASE) : null;
  channel?.listen(() => scope.postMessage({ kind: 'changed-elsewhere' }));
  const host = await startMockHost({
    ...settings,
    now,
    snapshot: store ? { store, channel } : null,
  });
  // The seed is made at once: nothing on the page waits for this thread.
  void host.ready;
  return host;
}

async function answer(message: Exclude<ToDemoHost, { kind: 'start' }>, opened: Promise<MockHostHandle>) {
  if (message.kind === 'fetch') pageClockOffsetMs = message.sentAt - Date.now();
  const host = await opened;
  if (message.kind === 'reset') {
    await host.resetDemoData();
    return { kind: 'done', id: message.id } as const;
  }
  const response = await host.fetch(
    new Request(message.url, { method: message.method, headers: message.headers, body: message.body }),
  );
  const headers = headerPairs(response.headers);
  return { kind: 'answer', id: message.id, status: response.status, headers, body: await response.text() } as const;
}

let opened: Promise<MockHostHandle> | null = null;

scope.addEventListener('message', ({ data: message }) => {
  if (message.kind === 'start') {
    opened ??= open(message.settings);
    return;
  }
  if (!opened) {
    scope.postMessage({ kind: 'failed', id: message.id, message: 'The demo host was not started' });
    return;
  }
  answer(message, opened).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) =>
      scope.postMessage({
        kind: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : 'Something went wrong',
      }),
  );
});
