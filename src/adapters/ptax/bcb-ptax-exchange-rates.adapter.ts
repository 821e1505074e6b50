import * as z from 'zod/mini';
import { refusals } from '../../application/errors/refusals';
import type { ExchangeRateSource, SourcedRate } from '../../application/ports/exchange-rate-source.port';
import { addDays } from '../../domain/freight/iso-date';
import type { CurrencyCode } from '../../domain/shared/money';

/**
 * The Banco Central do Brasil's PTAX service (OData, no key): the buy rate of the closing bulletin of a currency on
 * a day. The dollar has its own resource, which gives the closing bulletin only (`CotacaoDolarDia`); every other
 * currency gives the day's bulletins, opening, intermediate and closing (`CotacaoMoedaDia`), of which the closing
 * one ("Fechamento", older answers "Fechamento PTAX") is the day's PTAX. Dates go as MM-DD-YYYY; an answer with no
 * closing bulletin (a weekend, a holiday, a day not yet closed) means the day has no PTAX. For an invoice the period
 * resources (`CotacaoDolarPeriodo`, `CotacaoMoedaPeriodo`) give the last closing bulletin before its date in one
 * request, so an extraordinary closure or a missing bulletin walks back instead of failing.
 */
export const BCB_PTAX_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/';

export interface BcbPtaxOptions {
  /** The service's root, ending in `/odata/` (tests point it at a local fake). */
  readonly baseUrl?: string;
  /** Defaults to the global fetch, read at call time. */
  readonly fetch?: () => typeof fetch;
  readonly timeoutMs?: number;
}

/** The request of one currency's bulletins on one day. */
export function ptaxRequestUrl(baseUrl: string, currency: CurrencyCode, day: string): string {
  const [year, month, date] = day.split('-');
  const on = `@dataCotacao='${month}-${date}-${year}'`;
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return currency === 'USD'
    ? `${root}CotacaoDolarDia(dataCotacao=@dataCotacao)?${on}&$format=json`
    : `${root}CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='${currency}'&${on}&$format=json`;
}

/** How many days before the invoice date the period request covers. */
export const PTAX_LOOKBACK_DAYS = 10;

const mmddyyyy = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

/** The request of one currency's bulletins from `from` to `to` (both included). */
export function ptaxPeriodUrl(baseUrl: string, currency: CurrencyCode, from: string, to: string): string {
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const dates = `@dataInicial='${mmddyyyy(from)}'&@dataFinalCotacao='${mmddyyyy(to)}'`;
  return currency === 'USD'
    ? `${root}CotacaoDolarPeriodo(dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?${dates}&$format=json`
    : `${root}CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)` +
        `?@moeda='${currency}'&${dates}&$filter=${encodeURIComponent("tipoBoletim eq 'Fechamento'")}&$format=json`;
}

const bulletin = z.looseObject({
  cotacaoCompra: z.number().check(z.positive()),
  dataHoraCotacao: z.string(),
  tipoBoletim: z.optional(z.string()),
});
const answer = z.looseObject({ value: z.array(bulletin) });

/** The day's PTAX from the service's answer, or the refusal it means. */
export function ptaxFromAnswer(currency: CurrencyCode, day: string, body: unknown): SourcedRate {
  const parsed = z.safeParse(answer, body);
  if (!parsed.success) throw refusals.rateSourceFailed('the PTAX service answered in an unknown shape');
  const closing = parsed.data.value.filter(isClosing);
  const last = closing.at(-1);
  if (!last) throw refusals.rateUnavailable(currency, day);
  if (!last.dataHoraCotacao.startsWith(day)) {
    throw refusals.rateSourceFailed(`the PTAX service answered for ${last.dataHoraCotacao} when asked for ${day}`);
  }
  return { date: day, rateMicros: micros(last.cotacaoCompra), source: 'ptax' };
}

/** A rate in millionths, refused when it does not count as a whole number of them (1e300 answered). */
function micros(rate: number): number {
  const value = Math.round(rate * 1_000_000);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw refusals.rateSourceFailed('the PTAX service answered a rate out of range');
  return value;
}

const isClosing = (entry: { readonly tipoBoletim?: string | undefined }) =>
  entry.tipoBoletim === undefined || entry.tipoBoletim.startsWith('Fechamento');

/** The last closing bulletin dated strictly before `invoiceDate` in a period answer, or the refusal it means. */
export function ptaxBeforeFromAnswer(currency: CurrencyCode, invoiceDate: string, body: unknown): SourcedRate {
  const parsed = z.safeParse(answer, body);
  if (!parsed.success) throw refusals.rateSourceFailed('the PTAX service answered in an unknown shape');
  let latest: { day: string; at: string; rate: number } | null = null;
  for (const entry of parsed.data.value) {
    const day = entry.dataHoraCotacao.slice(0, 10);
    if (!isClosing(entry) || !/^\d{4}-\d{2}-\d{2}$/.test(day) || day >= invoiceDate) continue;
    if (!latest || entry.dataHoraCotacao > latest.at)
      latest = { day, at: entry.dataHoraCotacao, rate: entry.cotacaoCompra };
  }
  if (!latest) throw refusals.rateUnavailable(currency, addDays(invoiceDate, -1));
  return { date: latest.day, rateMicros: micros(latest.rate), source: 'ptax' };
}

export function createBcbPtaxExchangeRates(options: BcbPtaxOptions = {}): ExchangeRateSource {
  const baseUrl = options.baseUrl ?? BCB_PTAX_BASE_URL;
  const getFetch = options.fetch ?? (() => globalThis.fetch.bind(globalThis));
  const timeoutMs = options.timeoutMs ?? 10_000;
  async function ask(url: string, signal: AbortSignal | undefined): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await getFetch()(url, {
        headers: { Accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw refusals.rateSourceFailed(timeout.aborted ? 'the PTAX service did not answer in time' : 'no answer');
    }
    if (!response.ok) throw refusals.rateSourceFailed(`the PTAX service answered HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw refusals.rateSourceFailed('the PTAX service answered something that is not JSON');
    }
  }
  return {
    async rateOn(currency, day, signal) {
      if (currency === 'BRL') throw refusals.rateUnavailable(currency, day);
      return ptaxFromAnswer(currency, day, await ask(ptaxRequestUrl(baseUrl, currency, day), signal));
    },
    async rateBefore(currency, invoiceDate, signal) {
      if (currency === 'BRL') throw refusals.rateUnavailable(currency, addDays(invoiceDate, -1));
      const url = ptaxPeriodUrl(baseUrl, currency, addDays(invoiceDate, -PTAX_LOOKBACK_DAYS), addDays(invoiceDate, -1));
      return ptaxBeforeFromAnswer(currency, invoiceDate, await ask(url, signal));
    },
  };
}
