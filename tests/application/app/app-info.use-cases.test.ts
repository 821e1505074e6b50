import { describe, expect, it } from 'vitest';
import { makeAppInfoUseCases } from '../../../src/application/app/app-info.use-cases';
import type { DemoData } from '../../../src/application/ports/demo-data.port';

const clock = { now: () => new Date('2026-11-23T12:00:00Z') };
const storage = { get: () => null, set: () => undefined, remove: () => undefined };

function demoDataWithNotices() {
  const listeners = new Set<() => void>();
  const demoData: DemoData = {
    reset: () => Promise.resolve(),
    onChangedElsewhere: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { demoData, notify: () => listeners.forEach((l) => l()) };
}

describe('app info: the demo data', () => {
  it('passes on the notices of another tab until the listener unsubscribes', () => {
    const { demoData, notify } = demoDataWithNotices();
    const app = makeAppInfoUseCases({ clock, storage, demoData });
    let heard = 0;
    const stop = app.onDemoDataChangedElsewhere(() => (heard += 1));
    notify();
    stop();
    notify();
    expect(heard).toBe(1);
  });

  it('has nothing to reset or hear without demo data', async () => {
    const app = makeAppInfoUseCases({ clock, storage, demoData: null });
    expect(app.canResetDemoData()).toBe(false);
    await expect(app.resetDemoData()).resolves.toEqual({ reset: false });
    expect(() => app.onDemoDataChangedElsewhere(() => undefined)()).not.toThrow();
  });
});

describe('app info: the language to open in', () => {
  const stored = (value: string | null) => ({ get: () => value, set: () => undefined, remove: () => undefined });

  it("opens a first visit in the browser's first language that the app speaks", () => {
    const app = (languages: string[]) =>
      makeAppInfoUseCases({ clock, storage: stored(null), browserLanguages: () => languages });
    expect(app(['pt-BR', 'en-US']).preferredLocale()).toBe('pt');
    expect(app(['de-DE', 'pt-PT', 'en']).preferredLocale()).toBe('pt');
    expect(app(['fr-FR', 'de']).preferredLocale()).toBe('en');
    expect(app([]).preferredLocale()).toBe('en');
  });

  it("keeps the person's stored choice over the browser's language", () => {
    const app = makeAppInfoUseCases({ clock, storage: stored('en'), browserLanguages: () => ['pt-BR'] });
    expect(app.preferredLocale()).toBe('en');
  });
});
