import type { ServiceIdentifier } from 'inversify';
import type { AppUseCases } from '../application/app-use-cases';
import type { SessionStore } from '../application/auth/session-store';
import type { Clock } from '../application/ports/clock.port';
import type { KeyValueStorage } from '../application/ports/key-value-storage.port';
import type { AppConfig } from '../config/env';
import type { HttpClient } from '../adapters/http/http-client';

/** Typed service identifiers. Application code never sees these; only src/di and main.tsx do. */
export const TOKENS = {
  config: Symbol.for('freightdesk.config') as ServiceIdentifier<AppConfig>,
  clock: Symbol.for('freightdesk.clock') as ServiceIdentifier<Clock>,
  storage: Symbol.for('freightdesk.storage') as ServiceIdentifier<KeyValueStorage>,
  sessionStore: Symbol.for('freightdesk.session-store') as ServiceIdentifier<SessionStore>,
  httpClient: Symbol.for('freightdesk.http-client') as ServiceIdentifier<HttpClient>,
  useCases: Symbol.for('freightdesk.use-cases') as ServiceIdentifier<AppUseCases>,
} as const;
