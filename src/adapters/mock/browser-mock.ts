import type { DemoData } from '../../application/ports/demo-data.port';
import type { DemoHostRequest, DemoHostSettings, FromDemoHost, ToDemoHost } from './demo-host-messages';
import { startMockServer, type MockRestApp } from './mock-server';

/**
 * The browser's mock in mock mode: Pretender on the page hands each product API request to the demo host (the REST
 * contract on the IndexedDB-kept store, `demo-host.worker.ts`) and answers the template demos' requests itself. The
 * demo host runs in a worker, so seeding and answering never hold the page's main thread.
 * The firebase and http builds start `demo-mock.ts` instead.
 */
export interface BrowserMockSettings extends DemoHostSettings {
  readonly latencyMs: number;
}

interface DemoHostLink {
  readonly rest: MockRestApp;
  readonly demoData: DemoData;
}

/** The demo host in a worker, reached by messages; requests are plain values both ways. */
function workerLink(settings: DemoHostSettings): DemoHostLink {
  const worker = new Worker(new URL('./demo-host.worker.ts', import.meta.url), {
    type: 'module',
    name: 'freightdesk-demo-host',
  });
  const waiting = new Map<number, { resolve(reply: FromDemoHost): void; reject(error: Error): void }>();
  const listeners = new Set<() => void>();
  let next = 0;
  let broken: Error | null = null;

  worker.addEventListener('message', ({ data: reply }: MessageEvent<FromDemoHost>) => {
    if (reply.kind === 'changed-elsewhere') {
      for (const listener of listeners) listener();
      return;
    }
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!entry) return;
    if (reply.kind === 'failed') entry.reject(new Error(reply.message));
    else entry.resolve(reply);
  });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    broken = new Error(`The demo data could not start: ${event.message || 'its worker failed to load'}`);
    for (const entry of waiting.values()) entry.reject(broken);
    waiting.clear();
  });
  const ask = (message: DemoHostRequest): Promise<FromDemoHost> => {
    if (broken) return Promise.reject(broken);
    next += 1;
    const id = next;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } satisfies ToDemoHost);
    });
  };
  const start: ToDemoHost = { kind: 'start', settings: { seed: settings.seed, freightCount: settings.freightCount } };
  worker.postMessage(start);

  return {
    rest: {
      async fetch(request) {
        const headers: [string, string][] = [];
        request.headers.forEach((value, name) => headers.push([name, value]));
        const method = request.method.toUpperCase();
        const body = method === 'GET' || method === 'HEAD' ? null : await request.text();
        const reply = await ask({ kind: 'fetch', method, url: request.url, headers, body, sentAt: Date.now() });
        if (reply.kind !== 'answer') throw new Error('The demo host answered out of turn');
        const empty = reply.status === 204 || reply.status === 304 || reply.body === '';
        return new Response(empty ? null : reply.body, { status: reply.status, headers: reply.headers });
      },
    },
    demoData: {
      reset: () => ask({ kind: 'reset' }).then(() => undefined),
      onChangedElsewhere(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

export async function startBrowserMock(settings: BrowserMockSettings): Promise<{ demoData: DemoData | null }> {
  const link = workerLink(settings);
  startMockServer({ ...settings, mode: 'mock', rest: link.rest });
  return { demoData: link.demoData };
}
