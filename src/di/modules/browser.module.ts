import { ContainerModule } from 'inversify';
import { systemClock } from '../../adapters/browser/system-clock.adapter';
import { createWebStorage } from '../../adapters/browser/web-storage.adapter';
import { createSessionStore } from '../../application/auth/session-store';
import { TOKENS } from '../tokens';

/** Browser facilities every backend shares: clock, storage, the session holder. */
export const browserModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.clock).toConstantValue(systemClock);
  bind(TOKENS.storage).toConstantValue(createWebStorage(typeof window === 'undefined' ? undefined : window));
  bind(TOKENS.sessionStore).toConstantValue(createSessionStore());
});
