import type { DemoData } from '../../application/ports/demo-data.port';
import {
  headerPairs,
  type DemoHostRequest,
  type DemoHostSettings,
  type FromDemoHost,
  type ToDemoHost,
} from './demo-host-messages';
import type { MockRestApp } from './mock-server';

/**
 * The page's end of the demo host's worker (`demo-host.worker.ts`): requests go as plain values both ways. One
 * worker per page, started by the first call (the sign-in page starts it once it has painted, so the demo data is
 * seeded while the person signs in); it carries no Pretender, so starting it costs the page next to nothing.
 */
export interface DemoHostLink {
  readonly rest: MockRestApp;
  readonly demoData: DemoData;
}

function openWorkerLink(settings: DemoHostSettings): DemoHostLink {
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
        const headers = headerPairs(request.headers);
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

let opened: DemoHostLink | null = null;

/** The page's one link to the demo host (the settings of the first call start it). */
export function demoHostLink(settings: DemoHostSettings): DemoHostLink {
  return (opened ??= openWorkerLink(settings));
}
