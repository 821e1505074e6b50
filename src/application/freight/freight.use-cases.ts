import type { FreightDashboard } from '../../domain/freight/freight-dashboard';
import type { FreightAction } from '../../domain/freight/freight-lifecycle';
import type { FreightListQuery } from '../../domain/freight/freight-query';
import type { FreightInput, FreightRecord, PartyRef } from '../../domain/freight/freight-record';
import type { FreightRow } from '../../domain/freight/freight-row';
import { validateFreightInput } from '../../domain/freight/freight-validation';
import type { ListPage } from '../../domain/shared/list-query';
import type { CurrencyCode } from '../../domain/shared/money';
import { brasiliaDay } from '../../domain/trade/brasilia-day';
import { ptaxDateFor, type ExchangeRateQuote } from '../../domain/trade/exchange-rate-quote';
import { AppError } from '../errors/app-error';
import type { Clock } from '../ports/clock.port';
import { rateBefore, type ExchangeRateSource } from '../ports/exchange-rate-source.port';
import type { FreightPartyLookup, FreightProductOption } from '../ports/freight-party-lookup.port';
import type { BulkTransitionResult, FreightRepository, TransitionDetails } from '../ports/freight-repository.port';
import type { NfeImportResult, NfeImportShipment, NfeReader } from './nfe-import';

export interface FreightUseCases {
  list(query: FreightListQuery, signal?: AbortSignal): Promise<ListPage<FreightRecord>>;
  /** A page of the list as the list screen shows it (rows; `list` gives whole records, for export). */
  rows(query: FreightListQuery, signal?: AbortSignal): Promise<ListPage<FreightRow>>;
  /** Every shipment matching the list's filter, by id: "select all that match". */
  matchingIds(query: FreightListQuery, signal?: AbortSignal): Promise<readonly string[]>;
  get(id: string, signal?: AbortSignal): Promise<FreightRecord>;
  /** Creates (id null) or updates; checked here first so a typo never costs a round trip. */
  save(
    id: string | null,
    input: FreightInput,
    options?: { readonly requestId?: string; readonly expectedUpdatedAt?: string },
  ): Promise<FreightRecord>;
  changeStatus(id: string, action: FreightAction, details?: TransitionDetails): Promise<FreightRecord>;
  changeStatusMany(
    ids: readonly string[],
    action: FreightAction,
    details?: TransitionDetails,
  ): Promise<BulkTransitionResult>;
  dashboard(signal?: AbortSignal): Promise<FreightDashboard>;
  searchParties(text: string, role: 'shipper' | 'consignee', signal?: AbortSignal): Promise<readonly PartyRef[]>;
  searchProducts(text: string, signal?: AbortSignal): Promise<readonly FreightProductOption[]>;
  /** Today's date in Brasília (the invoice's day), for defaults such as the exchange-rate date. */
  today(): string;
  /**
   * The rate the rule gives an invoice of `invoiceDate`: the source's buy rate of the last business day before it
   * (src/domain/trade/exchange-rate-quote.ts), or of the latest day before that with one, not overridden. Refuses with `rate.invalidDate` or the source's code.
   */
  ruleRate(currency: CurrencyCode, invoiceDate: string, signal?: AbortSignal): Promise<ExchangeRateQuote>;
  /**
   * Reads the NF-e files (their texts, in the order their items face the lines) against the shipment as typed:
   * refusals, or a proposal for an empty invoice, or the differences with its lines (nfe-import.ts).
   */
  importNfe(files: readonly string[], shipment: NfeImportShipment): Promise<NfeImportResult>;
}

export interface FreightDeps {
  readonly freight: FreightRepository;
  readonly clock: Clock;
  readonly lookup: FreightPartyLookup | null;
  readonly rates: ExchangeRateSource;
  /** The NF-e reader, fetched on demand (its XML parser stays out of the bundle until a file is imported). */
  readonly loadNfeReader: () => Promise<NfeReader>;
}

/** Checked here first so a typo never costs a round trip; the service checks again where the data lives. */
function checked(input: FreightInput): FreightInput {
  const errors = validateFreightInput(input);
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', 'Some values were not accepted', {
      fieldErrors: errors as Record<string, string>,
    });
  }
  return input;
}

export function makeFreightUseCases(deps: FreightDeps): FreightUseCases {
  const { freight, clock, lookup, rates, loadNfeReader } = deps;
  const today = () => brasiliaDay(clock.now());
  return {
    list: (query, signal) => freight.list(query, signal),
    rows: (query, signal) => freight.rows(query, signal),
    matchingIds: (query, signal) => freight.matchingIds(query, signal),
    get: (id, signal) => freight.get(id, signal),
    save: (id, input, options = {}) =>
      id === null
        ? freight.create(checked(input), options.requestId ? { requestId: options.requestId } : {})
        : freight.update(
            id,
            checked(input),
            options.expectedUpdatedAt ? { expectedUpdatedAt: options.expectedUpdatedAt } : {},
          ),
    changeStatus: (id, action, details) => freight.transition(id, action, details),
    changeStatusMany: (ids, action, details) => freight.transitionMany(ids, action, details),
    dashboard: (signal) => freight.dashboard(today(), signal),
    searchParties: async (text, role, signal) => (lookup ? lookup.searchParties(text, role, signal) : []),
    searchProducts: async (text, signal) => (lookup ? lookup.searchProducts(text, signal) : []),
    today,
    ruleRate: async (currency, invoiceDate, signal) => {
      const day = ptaxDateFor(invoiceDate);
      if (!day.ok) {
        throw new AppError('validation', 'The invoice date is not a date.', {
          code: 'rate.invalidDate',
          fieldErrors: { invoiceDate: 'invalidDate' },
        });
      }
      const quote = await rateBefore(rates, currency, invoiceDate, day.value, signal);
      return { date: quote.date, rateMicros: quote.rateMicros, source: quote.source, overridden: false };
    },
    importNfe: async (files, shipment) => {
      const { importNfeForShipment } = await import('./nfe-import-for-shipment');
      return importNfeForShipment({ loadReader: loadNfeReader, lookup }, files, shipment);
    },
  };
}
