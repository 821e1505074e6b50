import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRateOn } from '../../src/adapters/mock/fixtures/exchange-rates.fixture';
import { addDays } from '../../src/domain/freight/iso-date';
import { isCurrencyCode, type CurrencyCode } from '../../src/domain/shared/money';

/**
 * A stand-in for the Banco Central's PTAX OData service on a local port, answering in the shape the real one
 * documents with the mock's seeded figures (so every host of the REST contract gives the same rates): the dollar
 * resource one closing bulletin, the currency resource an opening and a closing one, an empty `value` on a day
 * without a rate; the period resources the bulletins of each day in the period. `asked` counts the requests.
 */
export interface FakePtaxService {
  readonly baseUrl: string;
  readonly asked: string[];
  /** While set, every request is answered 503 (the service down for maintenance). */
  down: boolean;
  close(): Promise<void>;
}

const toDecimal = (micros: number) => micros / 1_000_000;

type Kind = { readonly dollar: boolean; readonly period: boolean };

function answerFor(path: string): Kind | null {
  if (/^\/odata\/CotacaoDolarDia\(dataCotacao=@dataCotacao\)$/.test(path)) return { dollar: true, period: false };
  if (/^\/odata\/CotacaoMoedaDia\(moeda=@moeda,dataCotacao=@dataCotacao\)$/.test(path))
    return { dollar: false, period: false };
  if (/^\/odata\/CotacaoDolarPeriodo\(dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao\)$/.test(path))
    return { dollar: true, period: true };
  if (
    /^\/odata\/CotacaoMoedaPeriodo\(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao\)$/.test(
      path,
    )
  )
    return { dollar: false, period: true };
  return null;
}

const dayOf = (value: string | null) => {
  const on = /^'(\d{2})-(\d{2})-(\d{4})'$/.exec(value ?? '');
  return on ? `${on[3]}-${on[1]}-${on[2]}` : null;
};

/** The bulletins of `day` as the service gives them: the dollar's closing one; others opening and closing. */
function bulletinsOn(currency: CurrencyCode, day: string, dollar: boolean): unknown[] {
  const micros = seededRateOn(currency, day);
  if (micros === null) return [];
  const closing = { cotacaoCompra: toDecimal(micros), cotacaoVenda: toDecimal(micros + 600) };
  if (dollar) return [{ ...closing, dataHoraCotacao: `${day} 13:04:27.155` }];
  return [
    {
      ...closing,
      cotacaoCompra: toDecimal(micros + 4_100),
      dataHoraCotacao: `${day} 10:04:12.120`,
      tipoBoletim: 'Abertura',
    },
    { ...closing, dataHoraCotacao: `${day} 13:04:27.161`, tipoBoletim: 'Fechamento PTAX' },
  ];
}

/** On `port` (0: a free one). */
export async function startFakePtaxService(port = 0): Promise<FakePtaxService> {
  const asked: string[] = [];
  const state = { down: false };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    asked.push(decodeURIComponent(url.pathname + url.search));
    if (state.down) {
      response.writeHead(503, { 'Content-Type': 'text/html' });
      response.end('<html><body>Service Unavailable</body></html>');
      return;
    }
    const kind = answerFor(decodeURIComponent(url.pathname));
    const from = dayOf(url.searchParams.get(kind?.period ? '@dataInicial' : '@dataCotacao'));
    const to = kind?.period ? dayOf(url.searchParams.get('@dataFinalCotacao')) : from;
    const currency = kind?.dollar ? 'USD' : (url.searchParams.get('@moeda') ?? '').replace(/'/g, '');
    if (!kind || !from || !to || url.searchParams.get('$format') !== 'json' || !isCurrencyCode(currency)) {
      response.writeHead(400, { 'Content-Type': 'application/json' });
      response.end('{"error":{"code":"400","message":"bad request"}}');
      return;
    }
    const value: unknown[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) value.push(...bulletinsOn(currency, day, kind.dollar));
    response.writeHead(200, { 'Content-Type': 'application/json; odata.metadata=minimal' });
    response.end(JSON.stringify({ '@odata.context': 'http://fake/odata$metadata#_Cotacao', value }));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/odata/`,
    asked,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
