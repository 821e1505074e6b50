import { assign, setup } from 'xstate';
import { changeSettings, DEFAULT_CUSTOMIZER_SETTINGS } from '../../domain/customizer/customizer-settings';
import type { CustomizerContext, CustomizerEvent, CustomizerInput } from './customizer.types';

/**
 * The theme customizer: the panel is open or closed, the settings change in either state (the
 * sidebar's own collapse button changes them too). Every change goes through the domain's
 * `changeSettings` (semi-dark only in vertical) and is then handed to `persist`, which the caller
 * provides with `.provide()` (the storage use case).
 */
export const customizerMachine = setup({
  types: { context: {} as CustomizerContext, events: {} as CustomizerEvent, input: {} as CustomizerInput },
  actions: {
    apply: assign(({ context, event }) =>
      event.type === 'settings.changed' ? { settings: changeSettings(context.settings, event.patch) } : {},
    ),
    restoreDefaults: assign({ settings: DEFAULT_CUSTOMIZER_SETTINGS }),
    persist: (_, _params: { settings: CustomizerContext['settings'] }) => {},
  },
}).createMachine({
  id: 'customizer',
  context: ({ input }) => ({ settings: input.settings }),
  initial: 'closed',
  on: {
    'settings.changed': {
      actions: ['apply', { type: 'persist', params: ({ context }) => ({ settings: context.settings }) }],
    },
    'settings.reset': {
      actions: ['restoreDefaults', { type: 'persist', params: ({ context }) => ({ settings: context.settings }) }],
    },
  },
  states: {
    closed: { on: { 'panel.opened': 'open' } },
    open: { on: { 'panel.closed': 'closed' } },
  },
});
