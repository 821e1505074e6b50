import type { ContainerModuleLoadOptions } from 'inversify';
import { createHttpContactRepository } from '../../adapters/http/http-contact-repository.adapter';
import { createHttpExchangeRates } from '../../adapters/http/http-exchange-rates.adapter';
import { createHttpFreightRepository } from '../../adapters/http/http-freight-repository.adapter';
import { createHttpProductRepository } from '../../adapters/http/http-product-repository.adapter';
import { freightLookupFromMasterData } from '../../application/freight/freight-lookup';
import { TOKENS } from '../tokens';

/**
 * Freight over the REST contract (mock and http modes), with pickers over the master-data endpoints and the host's
 * exchange rates.
 */
export function bindHttpFreight(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TOKENS.freightRepository)
    .toResolvedValue((http) => createHttpFreightRepository(http), [TOKENS.httpClient])
    .inSingletonScope();
  bind(TOKENS.freightLookup)
    .toResolvedValue(
      (http) => freightLookupFromMasterData(createHttpContactRepository(http), createHttpProductRepository(http)),
      [TOKENS.httpClient],
    )
    .inSingletonScope();
  bind(TOKENS.exchangeRates)
    .toResolvedValue((http) => createHttpExchangeRates(http), [TOKENS.httpClient])
    .inSingletonScope();
}
