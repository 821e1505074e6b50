import * as z from 'zod/mini';
import { refusals } from '../../application/errors/refusals';
import type { ExchangeRateSource, SourcedRate } from '../../application/ports/exchange-rate-source.port';
import type { CurrencyCode } from '../../domain/shared/money';

/**
 * The Banco Central do Brasil's PTAX service (OData, no key): the buy rate of the closing bulletin of a currency on
 * a day. The dollar has its own resource, which gives the closing bulletin only (`CotacaoDolarDia`); every other
 * currency gives the day's bulletins, opening, intermediate and closing (`CotacaoMoedaDia`), of which the closing
 * one ("Fechamento", older answers "Fechamento PTAX") is the day's PTAX. Dates go as MM-DD-YYYY; an answer with no
 * closing bulletin (a weekend, a holiday, a day not yet closed) means the day has no PTAX.
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
  const closing = parsed.data.value.filter(
    (entry) => entry.tipoBoletim === undefined || entry.tipoBoletim.startsWith('Fechamento'),
  );
  const last = closing.at(-1);
  if (!last) throw refusals.rateUnavailable(currency, day);
  if (!last.dataHoraCotacao.startsWith(day)) {
    throw refusals.rateSourceFailed(`the PTAX service answered for ${last.dataHoraCotacao} when asked for ${day}`);
  }
  return { date: day, rateMicros: Math.round(last.cotacaoCompra * 1_000_000), source: 'ptax' };
}

export function createBcbPtaxExchangeRates(options: BcbPtaxOptions = {}): ExchangeRateSource {
  const baseUrl = options.baseUrl ?? BCB_PTAX_BASE_URL;
  const getFetch = options.fetch ?? (() => globalThis.fetch.bind(globalThis));
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async rateOn(currency, day, signal) {
      if (currency === 'BRL') throw refusals.rateUnavailable(currency, day);
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await getFetch()(ptaxRequestUrl(baseUrl, currency, day), {
          headers: { Accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw refusals.rateSourceFailed(timeout.aborted ? 'the PTAX service did not answer in time' : 'no answer');
      }
      if (!response.ok) throw refusals.rateSourceFailed(`the PTAX service answered HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw refusals.rateSourceFailed('the PTAX service answered something that is not JSON');
      }
      return ptaxFromAnswer(currency, day, body);
    },
  };
}
