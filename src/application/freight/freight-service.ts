import { fieldChanges, type AuditAction, type AuditEntry } from '../../domain/audit/audit-entry';
import type { FreightDashboard } from '../../domain/freight/freight-dashboard';
import { applyTransition, type FreightAction } from '../../domain/freight/freight-lifecycle';
import { checkEdit } from '../../domain/freight/freight-edit-rules';
import type { FreightListQuery } from '../../domain/freight/freight-query';
import type { ActorRef, ExchangeRate, FreightInput, FreightRecord } from '../../domain/freight/freight-record';
import { brasiliaDay } from '../../domain/trade/brasilia-day';
import { ptaxDateFor, ruleRateAtBooking } from '../../domain/trade/exchange-rate-quote';
import { invoiceCurrencyError } from '../../domain/trade/ptax-currencies';
import type { FreightRow } from '../../domain/freight/freight-row';
import { applyFreightInput, createFreightRecord } from '../../domain/freight/freight-record-builders';
import { nextInvoiceNumber, nextReference } from '../../domain/freight/freight-reference';
import { validateFreight } from '../../domain/freight/freight-validation';
import { fingerprint } from '../../domain/shared/fingerprint';
import type { ListPage } from '../../domain/shared/list-query';
import type { Caller } from '../auth/caller';
import { AppError } from '../errors/app-error';
import { refusals } from '../errors/refusals';
import { checkedParties } from './freight-party-check';
import type { Clock } from '../ports/clock.port';
import { rateBefore, type ExchangeRateSource } from '../ports/exchange-rate-source.port';
import type { IdSource } from '../ports/security.port';
import type { FreightQueries } from '../ports/store/freight-queries.port';
import type { Transactor, UnitOfWork } from '../ports/store/unit-of-work.port';

/**
 * Every shipment workflow, once: the REST table (browser mock and Node server) and the Firestore backend call
 * these with the caller they verified. Stores only persist; numbering, idempotency, concurrency, the invoice lock
 * and the lifecycle are decided here and in the domain.
 */
export const MAX_EXPORT_ROWS = 100_000;
export const MAX_BULK_IDS = 500;

export interface TransitionDetails {
  /** The actual date of a departure, arrival or delivery (YYYY-MM-DD). */
  readonly date?: string;
}

export type RefusalDetails = Readonly<Record<string, string | number | boolean>>;

export interface TransitionRefusal {
  readonly id: string;
  readonly reference: string;
  readonly code: string;
  /** What the code needs to be explained (the status it was in, what booking misses, the dates compared). */
  readonly details?: RefusalDetails;
}

export interface BulkTransitionOutcome {
  readonly updated: readonly FreightRecord[];
  readonly refused: readonly TransitionRefusal[];
}

export interface FreightServiceDeps {
  readonly tx: Transactor;
  readonly freight: FreightQueries;
  readonly clock: Clock;
  readonly ids: IdSource;
  /** Where booking takes the rule's rate for the invoice date (absent: the record's rate is kept as it is). */
  readonly rates?: ExchangeRateSource;
}

const actorRef = (caller: Caller): ActorRef => ({ id: caller.id, name: caller.name });

function auditOf(
  ids: IdSource,
  action: AuditAction,
  at: string,
  caller: Caller,
  before: FreightRecord | null,
  after: FreightRecord,
): AuditEntry {
  return {
    id: ids.newId('au'),
    kind: 'freight',
    recordId: after.id,
    label: after.reference,
    action,
    at,
    by: actorRef(caller),
    changes:
      action === 'transition'
        ? [{ field: 'status', from: JSON.stringify(before?.status ?? null), to: JSON.stringify(after.status) }]
        : fieldChanges(before, after),
  };
}

/** A domain refusal's fields as flat details (lists joined by commas). */
function detailsOf(fields: Readonly<Record<string, unknown>>): RefusalDetails {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      // Lists of values are joined; lists of records (a packing list's differences) are told by another field.
      if (value.every((item) => typeof item !== 'object' || item === null)) out[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** A draft's invoice currency must have a PTAX (or be BRL); a booked one keeps what it was booked in. */
function refuseInvalid(record: FreightRecord): void {
  const currency = record.status === 'draft' ? invoiceCurrencyError(record.currency) : null;
  const errors: Record<string, string> = { ...validateFreight(record), ...(currency ? { currency } : {}) };
  if (Object.keys(errors).length > 0) throw refusals.invalid(errors);
}

export function makeFreightService(deps: FreightServiceDeps) {
  const { tx, freight, clock, ids, rates } = deps;
  const now = () => clock.now().toISOString();

  /**
   * The rule's rate for the invoice date booking at `at` gives, when booking must take it again (read before the
   * transaction: no network inside it). Throws the source's refusal when there is no rate to print, and refuses a
   * currency without a PTAX whatever the rate.
   */
  async function bookingRate(id: string, at: string): Promise<ExchangeRate | undefined> {
    const record = await tx.run((uow) => uow.freight.get(id));
    if (!record || record.status !== 'draft') return undefined;
    const currency = invoiceCurrencyError(record.currency);
    if (currency) throw refusals.invalid({ currency });
    if (!rates || !ruleRateAtBooking(record.currency, record.exchangeRate)) return undefined;
    const invoiceDate = brasiliaDay(at);
    const ruleDay = ptaxDateFor(invoiceDate);
    if (!ruleDay.ok) return undefined;
    const quote = await rateBefore(rates, record.currency, invoiceDate, ruleDay.value);
    return { rateMicros: quote.rateMicros, date: quote.date, source: quote.source, overridden: false };
  }

  async function transitionIn(
    uow: UnitOfWork,
    caller: Caller,
    id: string,
    action: FreightAction,
    details: TransitionDetails,
    booking: { readonly at: string; readonly exchangeRate?: ExchangeRate | undefined } = { at: now() },
  ): Promise<{ ok: true; record: FreightRecord } | { ok: false; refusal: TransitionRefusal }> {
    const before = await uow.freight.get(id);
    if (!before) return { ok: false, refusal: { id, reference: '', code: 'record.notFound' } };
    const { at } = booking;
    const numbering = action === 'book' && before.invoiceNumber === undefined;
    const invoiceNumber = numbering
      ? nextInvoiceNumber(await uow.counters.read('invoice'), Number(at.slice(0, 4)))
      : undefined;
    const result = applyTransition(before, action, {
      at,
      by: caller,
      ...(details.date !== undefined ? { date: details.date } : {}),
      ...(invoiceNumber ? { invoiceNumber } : {}),
      ...(action === 'book' && booking.exchangeRate ? { exchangeRate: booking.exchangeRate } : {}),
    });
    if (!result.ok) {
      const { code, ...rest } = result.error;
      return {
        ok: false,
        refusal: { id, reference: before.reference, code: `freight.transition.${code}`, details: detailsOf(rest) },
      };
    }
    if (invoiceNumber) await uow.counters.write('invoice', invoiceNumber);
    await uow.freight.put(result.value);
    await uow.audit.append(auditOf(ids, 'transition', at, caller, before, result.value));
    return { ok: true, record: result.value };
  }

  return {
    list: (_caller: Caller, query: FreightListQuery): Promise<ListPage<FreightRecord>> => freight.list(query),
    /** The list screen's page: the same shipments as `list`, each as its row. */
    rows: (_caller: Caller, query: FreightListQuery): Promise<ListPage<FreightRow>> => freight.rows(query),

    /** The ids of every shipment matching the query's text and filters (a selection of all that match), at most 100,000. */
    async matchingIds(_caller: Caller, query: FreightListQuery): Promise<readonly string[]> {
      return freight.ids(query, MAX_EXPORT_ROWS);
    },

    dashboard: (_caller: Caller, today: string): Promise<FreightDashboard> => freight.dashboard(today),

    async get(_caller: Caller, id: string): Promise<FreightRecord> {
      const found = await tx.run((uow) => uow.freight.get(id));
      if (!found) throw refusals.notFound('shipment');
      return found;
    },

    /** Numbers the shipment from the counter; a repeated request id answers the record it made. */
    create(caller: Caller, input: FreightInput, requestId?: string): Promise<FreightRecord> {
      const print = fingerprint(input);
      return tx.run(async (uow) => {
        if (requestId) {
          const earlier = await uow.requests.get(requestId);
          if (earlier) {
            if (earlier.kind !== 'freight' || earlier.fingerprint !== print) throw refusals.requestReused();
            const record = await uow.freight.get(earlier.recordId);
            if (record) return record;
          }
        }
        const parties = await checkedParties(uow, input, null);
        const last = await uow.counters.read('freight');
        const at = now();
        const reference = nextReference(last ? [last] : [], Number(at.slice(0, 4)));
        const record = createFreightRecord(parties, { id: ids.newId('fr'), reference, at, by: actorRef(caller) });
        refuseInvalid(record);
        await uow.counters.write('freight', reference);
        await uow.freight.put(record);
        if (requestId) {
          await uow.requests.put({ requestId, kind: 'freight', recordId: record.id, fingerprint: print, at });
        }
        await uow.audit.append(auditOf(ids, 'create', at, caller, null, record));
        return record;
      });
    },

    /** Refused without `expectedUpdatedAt`, when someone saved since, when the input is invalid or the status locks it. */
    async update(caller: Caller, id: string, input: FreightInput, expectedUpdatedAt?: string): Promise<FreightRecord> {
      if (!expectedUpdatedAt) throw refusals.versionRequired();
      return tx.run(async (uow) => {
        const before = await uow.freight.get(id);
        if (!before) throw refusals.notFound('shipment');
        if (expectedUpdatedAt !== before.audit.updatedAt) throw refusals.stale();
        const parties = await checkedParties(uow, input, before);
        const at = now();
        const after = applyFreightInput(before, parties, { at, by: actorRef(caller) });
        refuseInvalid(after);
        const allowed = checkEdit(before, after);
        if (!allowed.ok) {
          throw refusals.conflict(allowed.error.code === 'closed' ? 'freight.closed' : 'freight.invoice.locked');
        }
        await uow.freight.put(after);
        await uow.audit.append(auditOf(ids, 'update', at, caller, before, after));
        return after;
      });
    },

    async transition(caller: Caller, id: string, action: FreightAction, details: TransitionDetails = {}) {
      const at = now();
      const exchangeRate = action === 'book' ? await bookingRate(id, at) : undefined;
      const outcome = await tx.run((uow) => transitionIn(uow, caller, id, action, details, { at, exchangeRate }));
      if (outcome.ok) return outcome.record;
      const { code, details: refusalDetails = {} } = outcome.refusal;
      if (code === 'record.notFound') throw refusals.notFound('shipment');
      if (code === 'freight.transition.adminOnly') throw refusals.forbidden(code);
      throw refusals.conflict(code, { ...refusalDetails });
    },

    /** Each shipment in its own transaction: one refusal never undoes the others; every refusal says why. */
    async transitionMany(
      caller: Caller,
      idsToMove: readonly string[],
      action: FreightAction,
      details: TransitionDetails = {},
    ): Promise<BulkTransitionOutcome> {
      if (idsToMove.length > MAX_BULK_IDS) throw refusals.invalid({ ids: 'tooMany' });
      const updated: FreightRecord[] = [];
      const refused: TransitionRefusal[] = [];
      for (const id of new Set(idsToMove)) {
        const at = now();
        let exchangeRate: ExchangeRate | undefined;
        try {
          exchangeRate = action === 'book' ? await bookingRate(id, at) : undefined;
        } catch (error) {
          const code = error instanceof AppError && error.code ? error.code : 'rate.sourceFailed';
          const reference = (await tx.run((uow) => uow.freight.get(id)))?.reference ?? '';
          refused.push({ id, reference, code });
          continue;
        }
        const outcome = await tx.run((uow) => transitionIn(uow, caller, id, action, details, { at, exchangeRate }));
        if (outcome.ok) updated.push(outcome.record);
        else refused.push(outcome.refusal);
      }
      return { updated, refused };
    },
  };
}

export type FreightService = ReturnType<typeof makeFreightService>;
