import { startMockServer } from './mock-server';

/**
 * The in-browser mock as the firebase and http builds start it: only the template demos and the navbar's
 * bookmarks, which no backend stores. It carries no product server, store or fixtures (a build test checks).
 */
export interface DemoMockSettings {
  readonly latencyMs: number;
  readonly seed: number;
  readonly freightCount: number;
  readonly mode: 'firebase' | 'http';
}

export function startDemoMock(settings: DemoMockSettings): void {
  startMockServer(settings);
}
