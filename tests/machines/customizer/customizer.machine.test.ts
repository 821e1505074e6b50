import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DEFAULT_CUSTOMIZER_SETTINGS,
  type CustomizerSettings,
} from '../../../src/domain/customizer/customizer-settings';
import { customizerMachine } from '../../../src/machines/customizer/customizer.machine';

function start(settings: CustomizerSettings = DEFAULT_CUSTOMIZER_SETTINGS) {
  const saved: CustomizerSettings[] = [];
  const actor = createActor(
    customizerMachine.provide({ actions: { persist: (_, params) => saved.push(params.settings) } }),
    { input: { settings } },
  );
  actor.start();
  return { actor, saved };
}

describe('customizer machine', () => {
  it('starts closed with the given settings', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.settings).toEqual(DEFAULT_CUSTOMIZER_SETTINGS);
  });

  it('opens and closes the panel', () => {
    const { actor } = start();
    actor.send({ type: 'panel.opened' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'panel.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('applies and persists every change, open or closed', () => {
    const { actor, saved } = start();
    actor.send({ type: 'panel.opened' });
    actor.send({ type: 'settings.changed', patch: { theme: 'dark' } });
    actor.send({ type: 'panel.closed' });
    actor.send({ type: 'settings.changed', patch: { sidebarCollapsed: true } });
    expect(actor.getSnapshot().context.settings).toMatchObject({ theme: 'dark', sidebarCollapsed: true });
    expect(saved.map((s) => [s.theme, s.sidebarCollapsed])).toEqual([
      ['dark', false],
      ['dark', true],
    ]);
  });

  it('refuses semi-dark in the horizontal layout through the domain rule', () => {
    const { actor, saved } = start({ ...DEFAULT_CUSTOMIZER_SETTINGS, theme: 'semi-dark' });
    actor.send({ type: 'settings.changed', patch: { layout: 'horizontal' } });
    expect(actor.getSnapshot().context.settings.theme).toBe('light');
    expect(saved.at(-1)?.theme).toBe('light');
  });

  it('resets to the defaults and persists them', () => {
    const { actor, saved } = start({ ...DEFAULT_CUSTOMIZER_SETTINGS, direction: 'rtl', footerType: 'hidden' });
    actor.send({ type: 'settings.reset' });
    expect(actor.getSnapshot().context.settings).toEqual(DEFAULT_CUSTOMIZER_SETTINGS);
    expect(saved).toEqual([DEFAULT_CUSTOMIZER_SETTINGS]);
  });
});
