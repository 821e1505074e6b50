import type { AuthAccounts } from './ports/auth-accounts.port';
import type { Clock } from './ports/clock.port';
import type { ExchangeRateSource } from './ports/exchange-rate-source.port';
import type { IdSource } from './ports/security.port';
import type { AuditQueries } from './ports/store/audit-queries.port';
import type { FreightQueries } from './ports/store/freight-queries.port';
import type { ContactQueries, ProductQueries, UserQueries } from './ports/store/master-data-queries.port';
import type { SavedViewStore } from './ports/store/saved-view-store.port';
import type { Transactor } from './ports/store/unit-of-work.port';
import { makeAuditService } from './audit/audit-service';
import { makeContactService } from './contacts/contact-service';
import { makeFreightService } from './freight/freight-service';
import { makeProductService } from './products/product-service';
import { makeSavedViewService } from './saved-views/saved-view-service';
import { makeUserService } from './users/user-service';

/** What a store family (memory, PostgreSQL, Firestore) provides for the business core to run on. */
export interface BackendStores {
  readonly tx: Transactor;
  readonly freight: FreightQueries;
  readonly products: ProductQueries;
  readonly contacts: ContactQueries;
  readonly users: UserQueries;
  readonly audit: AuditQueries;
  readonly views: SavedViewStore;
}

export interface BackendDeps {
  readonly clock: Clock;
  readonly ids: IdSource;
  readonly accounts: AuthAccounts;
  /** The exchange-rate source booking takes the invoice date's rate from (absent: booking keeps the record's). */
  readonly rates?: ExchangeRateSource;
}

/** The business core on one store family: every host (REST table, Firestore in the browser) calls these. */
export function makeBackend(stores: BackendStores, deps: BackendDeps) {
  const common = { tx: stores.tx, freight: stores.freight, clock: deps.clock, ids: deps.ids };
  return {
    freight: makeFreightService({ ...common, ...(deps.rates ? { rates: deps.rates } : {}) }),
    products: makeProductService({ ...common, products: stores.products }),
    contacts: makeContactService({ ...common, contacts: stores.contacts }),
    users: makeUserService({ ...common, users: stores.users, accounts: deps.accounts }),
    audit: makeAuditService(stores.audit),
    views: makeSavedViewService({ views: stores.views, clock: deps.clock, ids: deps.ids }),
  };
}

export type Backend = ReturnType<typeof makeBackend>;
