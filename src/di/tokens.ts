import type { ServiceIdentifier } from 'inversify';
import type { AppUseCases } from '../application/app-use-cases';
import type { SessionStore } from '../application/auth/session-store';
import type { Clock } from '../application/ports/clock.port';
import type { KeyValueStorage } from '../application/ports/key-value-storage.port';
import type { AppConfig } from '../config/env';
import type { HttpClient } from '../adapters/http/http-client';
import type { DemoPorts } from '../application/demo/demo.use-cases';
import type { AuthGateway, DemoAccount } from '../application/ports/auth-gateway.port';
import type { AuthAccounts } from '../application/ports/auth-accounts.port';
import type { HostedLogin } from '../application/ports/auth-hosted-login.port';
import type { DemoData } from '../application/ports/demo-data.port';
import type { FirebaseServices } from '../adapters/firebase/firebase-app';

import type { ShellPorts } from '../application/shell/shell.use-cases';
import type { FreightRepository } from '../application/ports/freight-repository.port';
import type { FreightPartyLookup } from '../application/ports/freight-party-lookup.port';
import type { ExchangeRateSource } from '../application/ports/exchange-rate-source.port';
import type { UserRepository } from '../application/ports/user-repository.port';
import type { ProductRepository } from '../application/ports/product-repository.port';
import type { AuditRepository } from '../application/ports/audit-repository.port';
import type { SavedViewRepository } from '../application/ports/saved-view-repository.port';
import type { ContactRepository } from '../application/ports/contact-repository.port';
import type { LiveChanges } from '../application/ports/live-changes.port';
import type { FirestoreBackend } from '../adapters/firebase/firestore-backend';

/** Typed service identifiers. Application code never sees these; only src/di and main.tsx do. */
export const TOKENS = {
  config: Symbol.for('freightdesk.config') as ServiceIdentifier<AppConfig>,
  clock: Symbol.for('freightdesk.clock') as ServiceIdentifier<Clock>,
  storage: Symbol.for('freightdesk.storage') as ServiceIdentifier<KeyValueStorage>,
  sessionStore: Symbol.for('freightdesk.session-store') as ServiceIdentifier<SessionStore>,
  httpClient: Symbol.for('freightdesk.http-client') as ServiceIdentifier<HttpClient>,
  /** Same-origin client of the in-browser mock that serves the template demos and the bookmarks in every mode. */
  demoHttpClient: Symbol.for('freightdesk.demo-http-client') as ServiceIdentifier<HttpClient>,
  useCases: Symbol.for('freightdesk.use-cases') as ServiceIdentifier<AppUseCases>,
  demoPorts: Symbol.for('freightdesk.demo-ports') as ServiceIdentifier<DemoPorts>,
  authGateway: Symbol.for('freightdesk.auth-gateway') as ServiceIdentifier<AuthGateway>,
  /** Firebase mode only: the one Firebase app (Auth + Firestore) every Firebase adapter shares. */
  firebase: Symbol.for('freightdesk.firebase') as ServiceIdentifier<FirebaseServices>,
  /** Firebase mode only: creates sign-in accounts for new staff without signing the admin out. */
  authAccounts: Symbol.for('freightdesk.auth-accounts') as ServiceIdentifier<AuthAccounts>,
  /** Mock mode only: the in-browser database the demo keeps (null elsewhere). */
  demoData: Symbol.for('freightdesk.demo-data') as ServiceIdentifier<DemoData | null>,
  /** Mock mode only: the demo accounts the login page lists (empty elsewhere). */
  demoAccounts: Symbol.for('freightdesk.demo-accounts') as ServiceIdentifier<readonly DemoAccount[]>,
  /** The hosted login page (Auth0) when VITE_AUTH0_* are set, else null. */
  hostedLogin: Symbol.for('freightdesk.hosted-login') as ServiceIdentifier<HostedLogin | null>,
  shellPorts: Symbol.for('freightdesk.shell-ports') as ServiceIdentifier<ShellPorts>,
  freightRepository: Symbol.for('freightdesk.freight-repository') as ServiceIdentifier<FreightRepository>,
  freightLookup: Symbol.for('freightdesk.freight-lookup') as ServiceIdentifier<FreightPartyLookup>,
  /** The REST host's rates (mock, http), the Banco Central's PTAX service itself (firebase). */
  exchangeRates: Symbol.for('freightdesk.exchange-rates') as ServiceIdentifier<ExchangeRateSource>,
  userRepository: Symbol.for('freightdesk.user-repository') as ServiceIdentifier<UserRepository>,
  productRepository: Symbol.for('freightdesk.product-repository') as ServiceIdentifier<ProductRepository>,
  auditRepository: Symbol.for('freightdesk.audit-repository') as ServiceIdentifier<AuditRepository>,
  savedViewRepository: Symbol.for('freightdesk.saved-view-repository') as ServiceIdentifier<SavedViewRepository>,
  contactRepository: Symbol.for('freightdesk.contact-repository') as ServiceIdentifier<ContactRepository>,
  /** The changes the backend tells as they are committed (a no-op where it tells none). */
  liveChanges: Symbol.for('freightdesk.live-changes') as ServiceIdentifier<LiveChanges>,
  /** Firebase mode only: the use cases on Firestore, as the repositories the screens use. */
  firestoreBackend: Symbol.for('freightdesk.firestore-backend') as ServiceIdentifier<FirestoreBackend>,
} as const;
