import { ContainerModule } from 'inversify';
import { browserLanguages } from '../../adapters/browser/browser-languages';
import { loadNfeXmlReader } from '../../adapters/nfe/nfe-xml-reader.lazy';
import { lazyPdfWriter } from '../../adapters/pdf/lazy-pdf-writer';
import { makeAppInfoUseCases } from '../../application/app/app-info.use-cases';
import type { AppUseCases } from '../../application/app-use-cases';
import { makeDemoUseCases } from '../../application/demo/demo.use-cases';
import { makeAuthUseCases } from '../../application/auth/auth.use-cases';
import { makeShellUseCases } from '../../application/shell/shell.use-cases';
import { makeFreightUseCases } from '../../application/freight/freight.use-cases';
import { makeUserUseCases } from '../../application/users/user.use-cases';
import { makeProductUseCases } from '../../application/products/product.use-cases';
import { makeContactUseCases } from '../../application/contacts/contact.use-cases';
import { makeAuditUseCases } from '../../application/audit/audit.use-cases';
import { makeSavedViewUseCases } from '../../application/saved-views/saved-view.use-cases';
import { makeDocumentUseCases } from '../../application/documents/document.use-cases';
import { TOKENS } from '../tokens';

/** Builds the use cases from whichever adapters the backend module bound to the port tokens. */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.useCases)
    .toResolvedValue(
      (
        clock,
        storage,
        demoPorts,
        authGateway,
        session,
        shellPorts,
        freightRepository,
        freightLookup,
        users,
        products,
        contacts,
        audit,
        views,
        hostedLogin,
        demoData,
        config,
        exchangeRates,
        live,
      ): AppUseCases => ({
        app: makeAppInfoUseCases({ clock, storage, demoData, browserLanguages }),
        demo: makeDemoUseCases(demoPorts),
        auth: makeAuthUseCases({
          gateway: authGateway,
          session,
          storage,
          hostedLogin,
          clock,
          idleLimitMs: config.idleTimeoutMinutes * 60_000,
        }),
        shell: makeShellUseCases({ ...shellPorts, storage }),
        freight: makeFreightUseCases({
          freight: freightRepository,
          clock,
          lookup: freightLookup,
          rates: exchangeRates,
          loadNfeReader: loadNfeXmlReader,
        }),
        users: makeUserUseCases({ users, session }),
        products: makeProductUseCases({ products }),
        contacts: makeContactUseCases({ contacts }),
        audit: makeAuditUseCases({ audit }),
        views: makeSavedViewUseCases({ views, storage }),
        documents: makeDocumentUseCases({ pdf: lazyPdfWriter }),
        live,
      }),
      [
        TOKENS.clock,
        TOKENS.storage,
        TOKENS.demoPorts,
        TOKENS.authGateway,
        TOKENS.sessionStore,
        TOKENS.shellPorts,
        TOKENS.freightRepository,
        TOKENS.freightLookup,
        TOKENS.userRepository,
        TOKENS.productRepository,
        TOKENS.contactRepository,
        TOKENS.auditRepository,
        TOKENS.savedViewRepository,
        TOKENS.hostedLogin,
        TOKENS.demoData,
        TOKENS.config,
        TOKENS.exchangeRates,
        TOKENS.liveChanges,
      ],
    )
    .inSingletonScope();
});
