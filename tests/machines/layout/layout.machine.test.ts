import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { layoutMachine } from '../../../src/machines/layout/layout.machine';
import type { LayoutInput } from '../../../src/machines/layout/layout.types';

function start(input: Partial<LayoutInput> = {}) {
  const actor = createActor(layoutMachine, {
    input: { chosenLayout: 'vertical', collapsed: false, width: 1280, ...input },
  });
  actor.start();
  return actor;
}

const layout = (actor: ReturnType<typeof start>) => (actor.getSnapshot().value as { layout: string }).layout;
const sidebar = (actor: ReturnType<typeof start>) => actor.getSnapshot().value as { sidebar: unknown };

describe('layout machine: which layout is shown', () => {
  it('starts vertical by default', () => {
    expect(layout(start())).toBe('vertical');
  });

  it('shows horizontal when chosen on a wide screen', () => {
    expect(layout(start({ chosenLayout: 'horizontal', width: 1200 }))).toBe('horizontal');
  });

  it('falls back to vertical at 1199 px and returns above', () => {
    const actor = start({ chosenLayout: 'horizontal', width: 1400 });
    actor.send({ type: 'viewport.resized', width: 1199 });
    expect(layout(actor)).toBe('vertical');
    actor.send({ type: 'viewport.resized', width: 1200 });
    expect(layout(actor)).toBe('horizontal');
  });

  it('starts vertical on a narrow screen even when horizontal is chosen', () => {
    expect(layout(start({ chosenLayout: 'horizontal', width: 390 }))).toBe('vertical');
  });

  it('follows a change of the chosen layout', () => {
    const actor = start();
    actor.send({ type: 'preferences.changed', layout: 'horizontal', collapsed: false });
    expect(layout(actor)).toBe('horizontal');
    actor.send({ type: 'preferences.changed', layout: 'vertical', collapsed: false });
    expect(layout(actor)).toBe('vertical');
  });
});

describe('layout machine: the sidebar', () => {
  it('is expanded by default and collapses with the preference', () => {
    const actor = start();
    expect(sidebar(actor).sidebar).toBe('expanded');
    actor.send({ type: 'preferences.changed', layout: 'vertical', collapsed: true });
    expect(sidebar(actor).sidebar).toEqual({ collapsed: 'resting' });
    actor.send({ type: 'preferences.changed', layout: 'vertical', collapsed: false });
    expect(sidebar(actor).sidebar).toBe('expanded');
  });

  it('expands temporarily while hovered when collapsed', () => {
    const actor = start({ collapsed: true });
    actor.send({ type: 'sidebar.hovered' });
    expect(sidebar(actor).sidebar).toEqual({ collapsed: 'peeking' });
    actor.send({ type: 'sidebar.left' });
    expect(sidebar(actor).sidebar).toEqual({ collapsed: 'resting' });
  });

  it('ignores hovering when expanded', () => {
    const actor = start();
    actor.send({ type: 'sidebar.hovered' });
    expect(sidebar(actor).sidebar).toBe('expanded');
  });

  it('hides under 1200 px, opens with the button, closes after navigating', () => {
    const actor = start();
    actor.send({ type: 'viewport.resized', width: 1199 });
    expect(sidebar(actor).sidebar).toEqual({ hidden: 'closed' });
    actor.send({ type: 'sidebar.opened' });
    expect(sidebar(actor).sidebar).toEqual({ hidden: 'open' });
    actor.send({ type: 'route.changed' });
    expect(sidebar(actor).sidebar).toEqual({ hidden: 'closed' });
  });

  it('opens and closes with swipes, and with the close event', () => {
    const actor = start({ width: 390 });
    actor.send({ type: 'sidebar.swiped', direction: 'close' });
    expect(sidebar(actor).sidebar).toEqual({ hidden: 'closed' });
    actor.send({ type: 'sidebar.swiped', direction: 'open' });
    expect(sidebar(actor).sidebar).toEqual({ hidden: 'open' });
    actor.send({ type: 'sidebar.swiped', direction: 'open' });
    expect(sidebar(actor).sidebar).toEqual({ hidden: 'open' });
    actor.send({ type: 'sidebar.closed' });
    expect(sidebar(actor).sidebar).toEqual({ hidden: 'closed' });
  });

  it('does not open on a wide screen', () => {
    const actor = start();
    actor.send({ type: 'sidebar.opened' });
    expect(sidebar(actor).sidebar).toBe('expanded');
  });

  it('returns to the user preference when the screen widens again', () => {
    const actor = start({ collapsed: true, width: 800 });
    actor.send({ type: 'sidebar.opened' });
    actor.send({ type: 'viewport.resized', width: 1600 });
    expect(sidebar(actor).sidebar).toEqual({ collapsed: 'resting' });
    actor.send({ type: 'preferences.changed', layout: 'vertical', collapsed: false });
    actor.send({ type: 'viewport.resized', width: 1000 });
    actor.send({ type: 'viewport.resized', width: 1300 });
    expect(sidebar(actor).sidebar).toBe('expanded');
  });
});
