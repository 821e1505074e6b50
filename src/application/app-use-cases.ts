import type { AppInfoUseCases } from './app/app-info.use-cases';
import type { DemoUseCases } from './demo/demo.use-cases';
import type { AuthUseCases } from './auth/auth-use-cases.contract';
import type { ShellUseCases } from './shell/shell.use-cases';
import type { FreightUseCases } from './freight/freight.use-cases';
import type { UserUseCases } from './users/user.use-cases';
import type { ProductUseCases } from './products/product.use-cases';
import type { ContactUseCases } from './contacts/contact.use-cases';
import type { AuditUseCases } from './audit/audit.use-cases';
import type { SavedViewUseCases } from './saved-views/saved-view.use-cases';
import type { DocumentUseCases } from './documents/document.use-cases';
import type { LiveChanges } from './ports/live-changes.port';

/**
 * Everything the UI and the routes may call, grouped by area. Each area adds one property here and
 * one binding in src/di/modules/use-cases.module.ts.
 */
export interface AppUseCases {
  readonly app: AppInfoUseCases;
  readonly demo: DemoUseCases;
  readonly auth: AuthUseCases;
  readonly shell: ShellUseCases;
  readonly freight: FreightUseCases;
  readonly users: UserUseCases;
  readonly products: ProductUseCases;
  readonly contacts: ContactUseCases;
  readonly audit: AuditUseCases;
  readonly views: SavedViewUseCases;
  readonly documents: DocumentUseCases;
  /** What others change, as it happens: screens read again what they show. */
  readonly live: LiveChanges;
}
