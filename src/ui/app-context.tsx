import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppUseCases } from '../application/app-use-cases';
import type { Session } from '../application/auth/session';
import type { SessionStore } from '../application/auth/session-store';

/** The one way components reach the application: use cases and the current session. */
export interface AppServices {
  readonly useCases: AppUseCases;
  readonly session: SessionStore;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesProvider is missing above this component');
  return services;
}

export function useUseCases(): AppUseCases {
  return useServices().useCases;
}

/** The signed-in user, re-rendering when they sign in or out. */
export function useSession(): Session | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.current, session.current);
}
