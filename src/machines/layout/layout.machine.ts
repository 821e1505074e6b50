import { assign, not, setup } from 'xstate';
import { effectiveLayout, isNarrow } from '../../domain/customizer/viewport-rules';
import type { LayoutContext, LayoutEvent, LayoutInput } from './layout.types';

/** The sidebar state each width and preference calls for, in the order they are checked. */
const SIDEBAR_FOR = [
  { guard: 'narrow', target: 'hidden' },
  { guard: 'wideCollapsed', target: 'collapsed' },
  { guard: 'wideExpanded', target: 'expanded' },
] as const;

/** The sidebar's moves out of `state` when the width or the preferences call for another one. */
const settleSidebar = (state: (typeof SIDEBAR_FOR)[number]['target']) =>
  SIDEBAR_FOR.filter((move) => move.target !== state);

/**
 * Which layout is shown and what the vertical sidebar does. Two parallel regions:
 * - layout: vertical, or horizontal when chosen and the viewport is 1200 px or wider;
 * - sidebar: expanded, collapsed (resting or peeking while hovered), or hidden under 1200 px
 *   (closed, or open after the menu button or a swipe; navigating closes it again).
 * Context changes (width, preferences) are followed by eventless transitions that settle the regions.
 */
export const layoutMachine = setup({
  types: { context: {} as LayoutContext, events: {} as LayoutEvent, input: {} as LayoutInput },
  guards: {
    horizontalFits: ({ context }) => effectiveLayout(context.chosenLayout, context.width) === 'horizontal',
    narrow: ({ context }) => isNarrow(context.width),
    wideCollapsed: ({ context }) => !isNarrow(context.width) && context.collapsed,
    wideExpanded: ({ context }) => !isNarrow(context.width) && !context.collapsed,
    swipedOpen: ({ event }) => event.type === 'sidebar.swiped' && event.direction === 'open',
    swipedClose: ({ event }) => event.type === 'sidebar.swiped' && event.direction === 'close',
  },
  actions: {
    rememberWidth: assign(({ event }) => (event.type === 'viewport.resized' ? { width: event.width } : {})),
    rememberPreferences: assign(({ event }) =>
      event.type === 'preferences.changed' ? { chosenLayout: event.layout, collapsed: event.collapsed } : {},
    ),
  },
}).createMachine({
  id: 'layout',
  type: 'parallel',
  context: ({ input }) => ({ ...input }),
  on: {
    'viewport.resized': { actions: 'rememberWidth' },
    'preferences.changed': { actions: 'rememberPreferences' },
  },
  states: {
    layout: {
      initial: 'vertical',
      states: {
        vertical: { always: { guard: 'horizontalFits', target: 'horizontal' } },
        horizontal: { always: { guard: not('horizontalFits'), target: 'vertical' } },
      },
    },
    sidebar: {
      initial: 'expanded',
      states: {
        expanded: {
          always: settleSidebar('expanded'),
        },
        collapsed: {
          initial: 'resting',
          always: settleSidebar('collapsed'),
          states: {
            resting: { on: { 'sidebar.hovered': 'peeking' } },
            peeking: { on: { 'sidebar.left': 'resting', 'route.changed': 'resting' } },
          },
        },
        hidden: {
          initial: 'closed',
          always: settleSidebar('hidden'),
          states: {
            closed: {
              on: {
                'sidebar.opened': 'open',
                'sidebar.swiped': { guard: 'swipedOpen', target: 'open' },
              },
            },
            open: {
              on: {
                'sidebar.closed': 'closed',
                'route.changed': 'closed',
                'sidebar.swiped': { guard: 'swipedClose', target: 'closed' },
              },
            },
          },
        },
      },
    },
  },
});
