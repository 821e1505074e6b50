import { useDirection, useMantineColorScheme } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { customizerMachine } from '../../machines/customizer/customizer.machine';
import { layoutMachine } from '../../machines/layout/layout.machine';
import { useUseCases } from '../app-context';
import { ShellContext } from './shell-context';

/**
 * Starts the customizer and layout machines for the signed-in frame and connects them to the
 * browser: viewport width, route changes, Mantine's colour scheme and the document direction.
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  const { shell } = useUseCases();
  const customizer = useActorRef(
    customizerMachine.provide({ actions: { persist: (_, params) => shell.saveCustomizer(params.settings) } }),
    { input: { settings: shell.loadCustomizer() } },
  );
  const initial = customizer.getSnapshot().context.settings;
  const layout = useActorRef(layoutMachine, {
    input: { chosenLayout: initial.layout, collapsed: initial.sidebarCollapsed, width: window.innerWidth },
  });
  const settings = useSelector(customizer, (s) => s.context.settings);

  useEffect(() => {
    layout.send({ type: 'preferences.changed', layout: settings.layout, collapsed: settings.sidebarCollapsed });
  }, [layout, settings.layout, settings.sidebarCollapsed]);

  useEffect(() => {
    const onResize = () => layout.send({ type: 'viewport.resized', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [layout]);

  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    layout.send({ type: 'route.changed' });
  }, [layout, pathname]);

  // Only a change is passed on: the first paint already took both from the stored settings, and telling Mantine
  // again would re-render every component of the page once more.
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { dir, setDirection } = useDirection();
  const scheme = settings.theme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    if (colorScheme !== scheme) setColorScheme(scheme);
  }, [colorScheme, scheme, setColorScheme]);
  useEffect(() => {
    if (dir !== settings.direction) setDirection(settings.direction);
  }, [dir, settings.direction, setDirection]);

  return <ShellContext.Provider value={{ customizer, layout }}>{children}</ShellContext.Provider>;
}
