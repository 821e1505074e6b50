import { ContainerModule } from 'inversify';
import { systemClock } from '../../adapters/browser/system-clock.adapter';
import { createWebStorage } from '../../adapters/browser/web-storage.adapter';
import type { SessionStore } from '../../application/auth/session-store';
import { createSessionStore } from '../../application/auth/session-store';
import type { KeyValueStorage } from '../../application/ports/key-value-storage.port';
import { TOKENS } from '../tokens';

/** Browser facilities every backend shares: clock, storage, the session holder (the host's, when it has them). */
export function browserModule(host: { storage?: KeyValueStorage; session?: SessionStore } = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.clock).toConstantValue(systemClock);
    bind(TOKENS.storage).toConstantValue(
      host.storage ?? createWebStorage(typeof window === 'undefined' ? undefined : window),
    );
    bind(TOKENS.sessionStore).toConstantValue(host.session ?? createSessionStore());
  });
}
