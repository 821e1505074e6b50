import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CustomizerSettings } from '../../domain/customizer/customizer-settings';
import type { customizerMachine } from '../../machines/customizer/customizer.machine';
import type { layoutMachine } from '../../machines/layout/layout.machine';

export interface ShellActors {
  readonly customizer: ActorRefFrom<typeof customizerMachine>;
  readonly layout: ActorRefFrom<typeof layoutMachine>;
}

export const ShellContext = createContext<ShellActors | null>(null);

export function useShellActors(): ShellActors {
  const actors = useContext(ShellContext);
  if (!actors) throw new Error('The shell provider is missing above this component');
  return actors;
}

export function useSettings(): CustomizerSettings {
  return useSelector(useShellActors().customizer, (s) => s.context.settings);
}

export type SidebarState = 'expanded' | 'collapsed' | 'peeking' | 'closed' | 'open';

/** The layout machine's state as the layouts draw it. */
export function useLayoutView(): { layout: 'vertical' | 'horizontal'; sidebar: SidebarState } {
  const { layout } = useShellActors();
  const layoutKind = useSelector(layout, (s) => (s.matches({ layout: 'horizontal' }) ? 'horizontal' : 'vertical'));
  const sidebar = useSelector(layout, (s): SidebarState => {
    if (s.matches({ sidebar: 'expanded' })) return 'expanded';
    if (s.matches({ sidebar: { collapsed: 'peeking' } })) return 'peeking';
    if (s.matches({ sidebar: 'collapsed' })) return 'collapsed';
    return s.matches({ sidebar: { hidden: 'open' } }) ? 'open' : 'closed';
  });
  return { layout: layoutKind, sidebar };
}
