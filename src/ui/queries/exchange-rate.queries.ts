import { queryOptions } from '@tanstack/react-query';
import type { FreightUseCases } from '../../application/freight/freight.use-cases';
import type { CurrencyCode } from '../../domain/shared/money';

/** The rule's exchange rate of an invoice (a published rate of a past day never changes: kept for the session). */
export const exchangeRateQueries = {
  rule: (freight: FreightUseCases, currency: CurrencyCode, invoiceDate: string) =>
    queryOptions({
      queryKey: ['exchangeRates', 'rule', currency, invoiceDate],
      queryFn: ({ signal }) => freight.ruleRate(currency, invoiceDate, signal),
      staleTime: Infinity,
      retry: false,
    }),
};
